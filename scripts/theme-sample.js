/**
 * The sample docs.json project of the theme screenshots (scripts/theme-screenshots.js) and of the themes' browser
 * test (test/browser/layout-themes.test.ts): a page with the sidebar, the topbar, tabs, a callout, cards, Tabs and a
 * code block, and a few more pages to fill the navigation. Data only: importing it runs nothing.
 */

const TEXT =
  'Acme sends your events to the warehouse you already use. Connect a source, pick the tables, and every change lands within a minute.';

/** The pages of the sample project, the same for every theme. */
export const THEME_SAMPLE_PAGES = {
  'index.mdx': `---
title: Introduction
description: Stream product events into your warehouse in minutes.
---

${TEXT}

<Note>New in 2.0: sources can be paused without losing events.</Note>

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">Send your first event in five minutes.</Card>
  <Card title="API reference" icon="code" href="/api/events">Every endpoint, with examples.</Card>
</CardGroup>

## Install

<Tabs>
  <Tab title="npm">

\`\`\`bash
npm install @acme/sdk
\`\`\`

  </Tab>
  <Tab title="pnpm">

\`\`\`bash
pnpm add @acme/sdk
\`\`\`

  </Tab>
</Tabs>

\`\`\`js title="send.js"
import { Acme } from '@acme/sdk';

const acme = new Acme({ key: process.env.ACME_KEY });
await acme.track('signup', { plan: 'pro' });
\`\`\`

## Configure

Set \`ACME_KEY\` in your environment, or read the [authentication guide](/guides/privacy) first.

<Tip>Use a test key while you try things out.</Tip>

<Warning>Keys are secrets: never commit them.</Warning>

| Option | Default | What it does |
| --- | --- | --- |
| \`batchSize\` | \`100\` | Events sent in one request |
| \`flushMs\` | \`5000\` | Longest wait before a send |

<Steps>
  <Step title="Create a source">Pick the app that sends events.</Step>
  <Step title="Connect a warehouse">Events land in the \`events\` schema.</Step>
</Steps>

<AccordionGroup>
  <Accordion title="Which warehouses are supported?">Snowflake, BigQuery, Redshift and Postgres.</Accordion>
  <Accordion title="Is there a free plan?">Yes, up to a million events a month.</Accordion>
</AccordionGroup>

> Events are kept for 30 days if the warehouse is down.
`,
  'quickstart.mdx': `---\ntitle: Quickstart\n---\n\n${TEXT}\n`,
  'concepts/sources.mdx': `---\ntitle: Sources\n---\n\n${TEXT}\n`,
  'concepts/destinations.mdx': `---\ntitle: Destinations\n---\n\n${TEXT}\n`,
  'concepts/schemas.mdx': `---\ntitle: Schemas\n---\n\n${TEXT}\n`,
  'guides/backfill.mdx': `---\ntitle: Backfill history\n---\n\n${TEXT}\n`,
  'guides/privacy.mdx': `---\ntitle: Privacy controls\n---\n\n${TEXT}\n`,
  'guides/retention.mdx': `---\ntitle: Data retention\n---\n\n${TEXT}\n`,
  'api/events.mdx': `---\ntitle: Send events\n---\n\n${TEXT}\n`,
  'sdks/javascript.mdx': `---\ntitle: JavaScript\n---\n\n${TEXT}\n`,
  'sdks/python.mdx': `---\ntitle: Python\n---\n\n${TEXT}\n`,
};

/** The sample's docs.json with `theme`. */
export function themeSampleDocsJson(theme) {
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme,
    name: 'Acme',
    colors: { primary: '#047857', light: '#34d399', dark: '#047857' },
    navbar: {
      links: [{ label: 'Support', href: 'https://example.com/support' }],
      primary: { type: 'button', label: 'Dashboard', href: 'https://example.com' },
    },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Get started', pages: ['index', 'quickstart'] },
            { group: 'Concepts', pages: ['concepts/sources', 'concepts/destinations', 'concepts/schemas'] },
            {
              group: 'Guides',
              pages: ['guides/backfill', { group: 'Privacy', pages: ['guides/privacy', 'guides/retention'] }],
            },
          ],
        },
        { tab: 'API reference', groups: [{ group: 'Events', pages: ['api/events'] }] },
        {
          tab: 'SDKs',
          menu: [
            { item: 'JavaScript', description: 'Browsers and Node', pages: ['sdks/javascript'] },
            { item: 'Python', pages: ['sdks/python'] },
          ],
        },
      ],
    },
  };
}
