/** The icon and accessible name of each `footerSocials` platform. */
import type { ResolvedIcon } from './resolve-icon.js';

/** How a footer social link is drawn and announced. */
export interface SocialIcon {
  /** Accessible name of the link, e.g. "GitHub". */
  label: string;
  icon: ResolvedIcon;
}

const brand = (name: string): ResolvedIcon => ({ name, style: 'brands' });

const SOCIALS: Record<string, SocialIcon> = {
  website: { label: 'Website', icon: { name: 'globe', style: 'solid' } },
  facebook: { label: 'Facebook', icon: brand('facebook') },
  twitter: { label: 'X', icon: brand('x-twitter') },
  x: { label: 'X', icon: brand('x-twitter') },
  'x-twitter': { label: 'X', icon: brand('x-twitter') },
  discord: { label: 'Discord', icon: brand('discord') },
  slack: { label: 'Slack', icon: brand('slack') },
  github: { label: 'GitHub', icon: brand('github') },
  linkedin: { label: 'LinkedIn', icon: brand('linkedin') },
  instagram: { label: 'Instagram', icon: brand('instagram') },
  'hacker-news': { label: 'Hacker News', icon: brand('hacker-news') },
  youtube: { label: 'YouTube', icon: brand('youtube') },
  medium: { label: 'Medium', icon: brand('medium') },
  telegram: { label: 'Telegram', icon: brand('telegram') },
  bluesky: { label: 'Bluesky', icon: brand('bluesky') },
  threads: { label: 'Threads', icon: brand('threads') },
  reddit: { label: 'Reddit', icon: brand('reddit') },
  podcast: { label: 'Podcast', icon: { name: 'podcast', style: 'solid' } },
};

/** The icon and label for the platform `key`; an unknown platform gets a link icon and its key as label. */
export function getSocialIcon(key: string): SocialIcon {
  return SOCIALS[key] ?? { label: key, icon: { name: 'link', style: 'solid' } };
}
