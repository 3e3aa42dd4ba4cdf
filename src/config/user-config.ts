// Generated from src/config/schema by scripts/generate-reference.js (npm run gen:reference); do not edit.

/**
 * Settings of a Quire documentation site: its name, navigation, look and API reference. Required: `name` and `navigation`.
 */
export interface UserConfig {
  /** URL or path of this JSON Schema, so editors can autocomplete and check `site.json`. */
  $schema?: string;
  /** Name of the project, used in the title of every page. */
  name: string;
  /** The sidebar: an array of groups, each with a name and its pages. Pages are listed in this order. */
  navigation: UserNavigationGroup[];
  /**
   * Path to the logo image, or an object with a logo for light mode, one for dark mode and where a click on the logo goes.
   */
  logo?:
    | string
    | {
        /** Path to the logo shown in light mode. */
        light: string;
        /** Path to the logo shown in dark mode. */
        dark: string;
        /**
         * Where a click on the logo goes.
         * @default "/"
         */
        href?: string;
      };
  /** Path to the favicon image. */
  favicon?: string;
  /** Theme colours, as hex codes. Only `primary` is required; `light` and `dark` default to it. */
  colors?: {
    /** Main colour, used for highlights, section headers and accents in light mode. */
    primary: UserHexColor;
    /** Primary colour in dark mode. Defaults to `primary`. */
    light?: UserHexColor;
    /** Colour of important buttons. Defaults to `primary`. */
    dark?: UserHexColor;
    /**
     * Page background colours. Both `light` and `dark` are required; in a file named `mint.json`, where Mintlify allows one, the missing mode gets Quire's default with a warning.
     */
    background?: {
      /** Background colour in light mode; required together with `dark`. */
      light: UserHexColor;
      /** Background colour in dark mode; required together with `light`. */
      dark: UserHexColor;
    };
    /**
     * Background of every anchor's icon in the sidebar (the top anchor's too): a hex colour or a gradient. An anchor's own `color` wins.
     */
    anchors?: UserAnchorColor;
    /**
     * Mintlify: extra light shade of the theme colour.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    ultraLight?: unknown;
    /**
     * Mintlify: extra dark shade of the theme colour.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    ultraDark?: unknown;
  };
  /** Links shown in the topbar. */
  topbarLinks?: Array<{
    /** Text of the link. */
    name: string;
    /** Where the link goes. */
    url: string;
    /**
     * An icon before the link text: a name from the site's icon library (Font Awesome unless `icons.library` says otherwise), or the path or URL of an image.
     */
    icon?: string;
    /**
     * Mintlify: button style.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    style?: unknown;
    /**
     * Mintlify: whether to show an arrow.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    arrow?: unknown;
  }>;
  /** The call-to-action button at the right of the topbar. */
  topbarCtaButton?: {
    /**
     * "link" shows a button; "github" shows the repository at `url` with its star count.
     * @default "link"
     */
    type?: 'link' | 'github';
    /** For "link", where the button goes; for "github", the link to the repository. */
    url: string;
    /** Text of the button. Required when `type` is "link" (the default). */
    name?: string;
    /**
     * Mintlify: button style.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    style?: unknown;
    /**
     * Mintlify: whether to show an arrow.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    arrow?: unknown;
  };
  /**
   * Version names. Set this only to show a version dropdown in the navigation bar; anchors and navigation groups with a `version` show only while that version is selected.
   */
  versions?: string[];
  /**
   * Anchors: sections at the top of the sidebar, each claiming the pages whose path starts with its `url`, or linking elsewhere.
   */
  anchors?: Array<{
    /** Label of the anchor. */
    name: string;
    /** Start of the URL of the pages that belong to the anchor, usually a folder name; or an external link. */
    url: string;
    /** Name of a Font Awesome icon. */
    icon?: string;
    /**
     * Font Awesome style of the icon.
     * @default "duotone"
     */
    iconType?: UserIconType;
    /**
     * Hex colour of the icon background, or a gradient given as an object with `from` and `to` (and optionally `via`) hex colours.
     */
    color?: UserAnchorColor;
    /** Hide the anchor until this version (one of `versions`) is selected. */
    version?: string;
    /**
     * Hide the anchor until someone is linked directly to a page inside it.
     * @default false
     */
    isDefaultHidden?: boolean;
    /**
     * Mintlify: OpenAPI file for the anchor's pages. Quire reads the top-level `openapi`.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored. List the file in the top-level `openapi` instead.
     */
    openapi?: unknown;
  }>;
  /** Overrides the defaults of the top-most anchor, which holds the pages no other anchor claims. */
  topAnchor?: {
    /**
     * Label of the top anchor.
     * @default "Documentation"
     */
    name?: string;
    /**
     * Name of a Font Awesome icon.
     * @default "book-open"
     */
    icon?: string;
    /**
     * Font Awesome style of the icon.
     * @default "duotone"
     */
    iconType?: UserIconType;
  };
  /** Tabs in the navigation bar, each claiming the pages whose path starts with its `url`. */
  tabs?: Array<{
    /** Label of the tab. */
    name: string;
    /** Start of the URL of the pages that belong to the tab, usually a folder name. */
    url: string;
    /**
     * Mintlify: show the tab only for one version.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    version?: unknown;
    /**
     * Mintlify: hide the tab until someone is linked to a page inside it.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    isDefaultHidden?: unknown;
    /**
     * Mintlify: OpenAPI file for the tab's pages. Quire reads the top-level `openapi`.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored. List the file in the top-level `openapi` instead.
     */
    openapi?: unknown;
  }>;
  /** Settings of the API reference pages and their playground. */
  api?: {
    /** Base URL of every API endpoint. With an array, readers can switch between several base URLs. */
    baseUrl?: string | string[];
    /** How API requests are authenticated. */
    auth?: {
      /** Authentication method of every endpoint. */
      method?: 'bearer' | 'basic' | 'key';
      /**
       * Name of the authentication parameter in the playground. For "basic", write it as `[usernameName]:[passwordName]`.
       */
      name?: string;
      /** Text the authentication field of the playground starts with. */
      inputPrefix?: string;
    };
    /** The interactive API playground. */
    playground?: {
      /**
       * "show" shows the playground, "simple" shows the endpoint without interactivity, "hide" hides it.
       * @default "show"
       */
      mode?: 'show' | 'simple' | 'hide';
      /**
       * Mintlify: send playground requests without Mintlify's proxy.
       * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
       */
      disableProxy?: unknown;
    };
    /** The request code samples of endpoint pages. */
    examples?: {
      /**
       * Languages of the code samples, in the order their tabs appear (Mintlify's names and aliases). Default: cURL, Python, JavaScript, PHP, Go and Java.
       */
      languages?: Array<'bash' | 'curl' | 'sh' | 'shell' | 'python' | 'py' | 'javascript' | 'js' | 'node' | 'nodejs' | 'node.js' | 'php' | 'go' | 'golang' | 'java' | 'ruby' | 'rb' | 'powershell' | 'swift' | 'csharp' | 'c#' | 'dotnet' | '.net' | '.NET' | 'dot-net' | 'typescript' | 'ts' | 'c' | 'c++' | 'cpp' | 'kotlin' | 'kt' | 'rust' | 'rs' | 'dart' | 'flutter'>;
      /**
       * Mintlify: leave optional parameters out of generated samples. Quire's samples use the example values of every parameter that has one.
       * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
       */
      defaults?: unknown;
      /**
       * Mintlify: prefill the playground with example values. Quire's playground always starts from the example values.
       * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
       */
      prefill?: unknown;
      /**
       * Mintlify: turn generated samples off. Quire always shows them.
       * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
       */
      autogenerate?: unknown;
    };
    /**
     * Keep the key order of the API description file in generated pages (announced to become the default).
     * @default false
     */
    maintainOrder?: boolean;
    /**
     * Mintlify: options of generated request examples.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    request?: unknown;
    /**
     * Mintlify: default expansion of parameter fields.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    paramFields?: unknown;
  };
  /** URL or relative path of the OpenAPI description file, or an array of them. */
  openapi?: string | string[];
  /** Social accounts linked in the footer: keys are platform names, values the account URLs. */
  footerSocials?: {
    /** URL of your website. */
    website?: string;
    /** URL of your Facebook page. */
    facebook?: string;
    /** URL of your Twitter account. */
    twitter?: string;
    /** URL of your X account. */
    x?: string;
    /** URL of your X account. */
    'x-twitter'?: string;
    /** Invite URL of your Discord server. */
    discord?: string;
    /** URL of your Slack community. */
    slack?: string;
    /** URL of your GitHub organisation or repository. */
    github?: string;
    /** URL of your LinkedIn page. */
    linkedin?: string;
    /** URL of your Instagram account. */
    instagram?: string;
    /** URL of your Hacker News profile. */
    'hacker-news'?: string;
    /** URL of your YouTube channel. */
    youtube?: string;
    /** URL of your Medium publication. */
    medium?: string;
    /** URL of your Telegram channel. */
    telegram?: string;
    /** URL of your Bluesky account. */
    bluesky?: string;
    /** URL of your Threads account. */
    threads?: string;
    /** URL of your subreddit or Reddit account. */
    reddit?: string;
    /** URL of your podcast. */
    podcast?: string;
  };
  /** Feedback buttons on every page. */
  feedback?: {
    /**
     * Show a button to suggest an edit to the page by pull request.
     * @default false
     */
    suggestEdit?: boolean;
    /**
     * Show a button to raise an issue about the page.
     * @default false
     */
    raiseIssue?: boolean;
    /**
     * Ask "Was this page helpful?" with Yes and No buttons under every page. A vote is sent as a `page_feedback` event to the analytics services of `analytics`; without any, the buttons still acknowledge a vote, which is sent nowhere (it stays in the reader's browser).
     * @default false
     */
    thumbsRating?: boolean;
    /**
     * Quire: the GitHub repository of the docs, for `suggestEdit` and `raiseIssue`, as `https://github.com/<owner>/<repo>`, with `/tree/<branch>/<folder>` when the docs folder is not the root of branch `main`. Without it, the first github.com/<owner>/<repo> link of `topbarCtaButton`, `footerSocials.github`, `topbarLinks`, `anchors` or `logo.href` is used.
     */
    repo?: string;
  };
  /** The light/dark mode toggle. Set `isHidden` together with `default` to force one mode. */
  modeToggle?: {
    /** Mode for new readers. When unset, the reader's operating-system setting is used. */
    default?: 'light' | 'dark';
    /**
     * Hide the toggle.
     * @default false
     */
    isHidden?: boolean;
  };
  /** Path to a background image shown behind every page. */
  backgroundImage?: string;
  /**
   * Analytics services. Each configured service gets its loader script in the head of every page, and its hosts in the Content-Security-Policy of `_headers`; nothing is added for services not configured.
   */
  analytics?: {
    /** Google Analytics 4: loads gtag.js from www.googletagmanager.com. */
    ga4?: {
      /** The Measurement ID of a GA4 web stream. */
      measurementId: string;
    };
    /** Google Tag Manager: loads gtm.js from www.googletagmanager.com. */
    gtm?: {
      /** The container ID. */
      tagId: string;
    };
    /** PostHog: loads array.js from the PostHog assets host and sends events to `apiHost`. */
    posthog?: {
      /** The project API key (public; it starts with `phc_`). */
      apiKey: string;
      /**
       * The PostHog instance or reverse proxy that receives events: `https://eu.i.posthog.com` for the EU cloud, or a self-hosted URL.
       * @default "https://us.i.posthog.com"
       */
      apiHost?: string;
      /**
       * Record sessions. `false` sends events only.
       * @default true
       */
      sessionRecording?: boolean;
    };
    /** Plausible: loads script.js from plausible.io (or `server`). No inline script. */
    plausible?: {
      /** The site's domain as registered in Plausible, without `https://`. */
      domain: string;
      /**
       * Host name of a self-hosted Plausible, without `https://`.
       * @default "plausible.io"
       */
      server?: string;
    };
    /** Hotjar: loads hotjar-<hjid>.js from static.hotjar.com. */
    hotjar?: {
      /** The Hotjar site ID (digits). */
      hjid: string | number;
      /** The Hotjar snippet version (digits). */
      hjsv: string | number;
    };
    /** Fathom: loads script.js from cdn.usefathom.com. No inline script. */
    fathom?: {
      /** The Fathom site ID. */
      siteId: string;
    };
    /** Mixpanel: loads the Mixpanel library from cdn.mxpnl.com and sends events to the host of `region`. */
    mixpanel?: {
      /** The project token. */
      projectToken: string;
      /**
       * The project's data residency: `us` (api-js.mixpanel.com), `eu` (api-eu.mixpanel.com) or `in` (api-in.mixpanel.com).
       * @default "us"
       */
      region?: 'us' | 'eu' | 'in';
    };
    /** Segment: loads analytics.js from cdn.segment.com and sends events to api.segment.io. */
    segment?: {
      /** The write key of a JavaScript source. */
      key: string;
    };
    /** Amplitude: loads the Amplitude browser script from cdn.amplitude.com and sends events to api2.amplitude.com. */
    amplitude?: {
      /** The project API key. */
      apiKey: string;
    };
    /** Koala: loads sdk.js from cdn.getkoala.com and sends events to api.getkoala.com. */
    koala?: {
      /** The public API key (starts with `pk_`). */
      publicApiKey: string;
    };
    /** Mintlify: an analytics service Quire does not load yet. */
    adobe?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    clarity?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    clearbit?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    cookies?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    heap?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    hightouch?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    logrocket?: UserUnsupportedAnalytics;
    /** Mintlify: an analytics service Quire does not load yet. */
    pirsch?: UserUnsupportedAnalytics;
  };
  /**
   * A decoration behind the top of every page, and page background colours. Decorations are drawn with CSS only, behind the content, and left out when printing.
   */
  background?: {
    /**
     * "gradient": a soft glow of the primary colours; "grid": faint grid lines; "windows": large panes, a few of them tinted with the primary colours. Each fades out below the top of the page.
     */
    style?: 'gradient' | 'grid' | 'windows';
    /**
     * Page background colours. A mode left out keeps Quire's default background; `colors.background`, when set, wins over this.
     */
    color?: {
      /** Background colour in light mode. */
      light?: UserHexColor;
      /** Background colour in dark mode. */
      dark?: UserHexColor;
    };
  };
  /**
   * Mintlify: announcement banner at the top of every page.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  banner?: unknown;
  /**
   * What shows above each page's title: "section", the page's group; "breadcrumbs", every group from the top of the sidebar down to the page's, in order (docs.json: `styling.eyebrows`).
   * @default "section"
   */
  eyebrows?: 'section' | 'breadcrumbs';
  /** How code blocks look. */
  codeBlock?: {
    /**
     * "auto": code blocks follow the page, light in light mode and dark in dark mode. "dark": code blocks, code groups and request and response examples stay dark in light mode too (inline code follows the page).
     * @default "auto"
     */
    mode?: 'auto' | 'dark';
  };
  /**
   * The page menu beside each page's title: copy the page as Markdown, view its `.md`, or open it in a chat assistant. Unset: `copy`, `view`, `chatgpt` and `claude`.
   */
  contextual?: {
    /**
     * The menu's entries, in this order; the first is also the button beside the menu. `copy` copies the page's Markdown, `view` opens its `.md`, `chatgpt`, `claude` and `perplexity` open a new chat that reads it. An empty list hides the menu. Mintlify's other options (`mcp`, `cursor`, `vscode`, `assistant` …) and custom entries are left out, with a warning.
     */
    options?: Array<
      | string
      | {
          [key: string]: unknown;
        }>;
    /** Mintlify: where the menu shows. Quire shows it beside the page title (`header`); `toc` is warned about. */
    display?: string;
  };
  /**
   * Mintlify: custom error pages.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  errors?: unknown;
  /**
   * Fonts of the site's text. `family`, `weight`, `url` and `format` here apply to headings and body text; `headings` and `body` set either one on its own. Without `url`, the family is used only where readers have it installed: Quire loads no font from a third party unless you give its `url`.
   */
  font?: {
    /**
     * Font family name, e.g. "Inter"; without `url`, it is fetched from Google Fonts at build time and published with the site. Quire's system font stack follows it, for readers without the font.
     */
    family?: string;
    /** Weight of the font file at `url` (400 regular, 700 bold). Headings are drawn at this weight. */
    weight?: number;
    /**
     * The font file: a path in the docs folder ("/fonts/inter.woff2", served under `--base`) or an https: URL, whose origin the build adds to `font-src` in `_headers`.
     */
    url?: string;
    /** Format of the file at `url`. Defaults to what the file name ends with (.woff2, .woff, .ttf, .otf). */
    format?: 'woff2' | 'woff' | 'truetype' | 'opentype';
    /** Font of headings and page titles; defaults to the top-level font. */
    headings?: UserFontFace;
    /** Font of body text and the site chrome; defaults to the top-level font. */
    body?: UserFontFace;
  };
  /**
   * Mintlify: footer socials and link columns. Quire uses `footerSocials` for social links.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored. Use `footerSocials` for social links.
   */
  footer?: unknown;
  /**
   * Chat widgets. Like analytics, a configured widget gets its loader script and its hosts in the Content-Security-Policy.
   */
  integrations?: {
    /**
     * Intercom Messenger: the app ID (mint.json), or `{ "appId": … }` (docs.json). Loads the widget from widget.intercom.io.
     */
    intercom?:
      | string
      | {
          /** The Intercom app ID (workspace ID). */
          appId: string;
        };
    /** Mintlify: a widget Quire does not load yet. */
    frontchat?: UserUnsupportedIntegration;
    /** Mintlify: a widget Quire does not load yet. */
    osano?: UserUnsupportedIntegration;
  };
  /**
   * Hides the footer's "Built with Quire", as Mintlify's setting hides its own branding.
   * @default false
   */
  isWhiteLabeled?: boolean;
  /**
   * Where the logo and the search box sit on wide screens. "topnav": in the topbar across the top of the page, above the sidebar. "sidenav": at the top of a column along the left edge that runs the whole height of the window, with the navigation under them; the topbar, beside the column, keeps the links, buttons and tabs. "solidSidenav": the same, with the column tinted. Narrow screens look the same in all three.
   * @default "topnav"
   */
  layout?: 'topnav' | 'sidenav' | 'solidSidenav';
  /**
   * Meta tags for the head of every page: tag name → content. Open Graph keys (`og:*`, `article:*`…) become `<meta property>`, the rest `<meta name>`. A page's front matter key of the same name wins. Relative image URLs (`og:image`, `twitter:image`) get the base path and, with `--site-url`, become absolute. `canonical` is the site's preferred address: each page's canonical link is it plus the page's path.
   */
  metadata?: {
    [key: string]: string;
  };
  /**
   * Mintlify: version of the Mintlify renderer.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  mintlify?: unknown;
  /**
   * Mintlify: proxy for fetching OpenAPI files.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  openapiProxy?: unknown;
  /**
   * The first tab of the tabs bar: it holds every page that no entry of `tabs` claims. It shows only when `tabs` is set.
   */
  primaryTab?: {
    /** Label of the first tab. Unset: the top anchor's name (`topAnchor.name`, itself "Documentation" unless set). */
    name: string;
    /**
     * Mintlify: whether the first tab is hidden until a version is chosen.
     * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
     */
    isDefaultHidden?: unknown;
  };
  /**
   * Redirects from old paths: each literal `source` gets a page that sends readers on, and the build writes `_redirects` (Netlify, Cloudflare Pages) and `vercel.json` with every entry, wildcards included.
   */
  redirects?: Array<{
    /**
     * The path to redirect from. `:name` matches one path segment, `:name*` any number of segments, and `*` the rest of the path. A source with a `#fragment` or `?query` is ignored, with a warning: browsers do not send them.
     */
    source: string;
    /**
     * Where to send readers: a page of the site, another redirect's source, or an http(s) URL. It may use the parameters of `source` (`/v2/:slug*`, `*`) and end with a `#fragment`.
     */
    destination: string;
    /**
     * Whether the move is permanent (301; Vercel 308) or temporary (302; Vercel 307).
     * @default true
     */
    permanent?: boolean;
  }>;
  /**
   * Mintlify: style of rounded edges.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  rounded?: unknown;
  /** The search box. */
  search?: {
    /**
     * The text in the search box, and the placeholder of the search dialog's input. Unset or blank: "Search…" in the box and "Search the docs…" in the dialog. A prompt without the word "search" is read out by screen readers after "Search:", so the box still says what it does.
     */
    prompt?: string;
    /**
     * Where the search box sits on wide screens: "top", in the topbar; "side", at the top of the sidebar. On narrow screens it is the search icon in the topbar either way.
     * @default "top"
     */
    location?: 'top' | 'side';
  };
  /** Search-engine indexing. */
  seo?: {
    /**
     * Let search engines index hidden pages (front matter `hidden: true`, and pages the navigation does not list): no robots `noindex` tag, and listed in `sitemap.xml`. A page with `noindex: true` stays out either way.
     * @default false
     */
    indexHiddenPages?: boolean;
  };
  /**
   * Mintlify: sidebar item styling.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  sidebar?: unknown;
  /**
   * Mintlify: styling options such as eyebrows and code block theme.
   * @deprecated Mintlify setting that Quire does not support yet; it is ignored.
   */
  styling?: unknown;
  /**
   * The site's look: one of Mintlify's nine themes, as in docs.json (`mint` is Quire's own look). mint.json's retired themes `venus`, `quill` and `prism` load with a warning and get the look of `mint`.
   * @default "mint"
   */
  theme?:
    | 'mint'
    | 'maple'
    | 'palm'
    | 'willow'
    | 'linden'
    | 'almond'
    | 'aspen'
    | 'sequoia'
    | 'luma'
    | 'venus'
    | 'quill'
    | 'prism';
  /** Look of the topbar. */
  topbar?: {
    /**
     * "gradient" tints the topbar (and the tabs under it) with a gradient of the primary colours; its text keeps the page's text colours, and the tint is kept faint enough for them to reach WCAG AA contrast.
     * @default "default"
     */
    style?: 'default' | 'gradient';
  };
}

/** A navigation group: a name and the pages in it. */
export interface UserNavigationGroup {
  /** Name of the group, shown as its heading in the sidebar. */
  group: string;
  /** Pages of the group: paths of markdown files relative to the docs folder (without extension), or nested groups. */
  pages: Array<string | UserNavigationGroup>;
  /** Show the group only while this version (one of `versions`) is selected. */
  version?: string;
  /** Icon shown before the group's name in the sidebar: a Font Awesome icon name, or the path or URL of an image. */
  icon?: string;
  /**
   * Font Awesome style of the group icon.
   * @default "regular"
   */
  iconType?: UserIconType;
}

/** A hex colour: `#rgb` or `#rrggbb`. */
export type UserHexColor = string;

/**
 * Font Awesome style of the icon.
 * @default "duotone"
 */
export type UserIconType =
  | 'brands'
  | 'duotone'
  | 'light'
  | 'sharp-solid'
  | 'solid'
  | 'thin'
  | 'regular'
  | 'sharp-regular'
  | 'sharp-light'
  | 'sharp-thin'
  | 'sharp-duotone-solid';

/**
 * Hex colour of the icon background, or a gradient given as an object with `from` and `to` (and optionally `via`) hex colours.
 */
export type UserAnchorColor =
  | string
  | {
      /** Start colour of the gradient. */
      from: UserHexColor;
      /** Middle colour of the gradient. */
      via?: UserHexColor;
      /** End colour of the gradient. */
      to: UserHexColor;
    };

/**
 * Mintlify: an analytics service Quire does not load yet.
 * @deprecated Mintlify analytics service that Quire does not support yet; it is ignored.
 */
export type UserUnsupportedAnalytics = unknown;

/**
 * Mintlify: a widget Quire does not load yet.
 * @deprecated Mintlify integration that Quire does not support yet; it is ignored.
 */
export type UserUnsupportedIntegration = unknown;

/** One font: its family and, to load it, its file. */
export interface UserFontFace {
  /**
   * Font family name; without `url`, it is fetched from Google Fonts at build time and published with the site. Quire's system font stack follows it.
   */
  family: string;
  /** Weight of the font file at `url`. In `headings`, headings are drawn at this weight. */
  weight?: number;
  /** The font file: a path in the docs folder or an https: URL (named in `_headers`). */
  url?: string;
  /** Format of the file at `url`; defaults to what the file name ends with. */
  format?: 'woff2' | 'woff' | 'truetype' | 'opentype';
}
