/**
 * The benchmark's tables: one per size on the console while it runs, and one Markdown table of every size (with a
 * second for the search queries) for the README.
 */
import { VITEPRESS_VERSION } from './vitepress-site.js';

/** The builds of a size, in table order: `[name, measurement, output size]`, those not run left out. */
export function buildRows(row) {
  const vitepress = `VitePress ${VITEPRESS_VERSION}${row.vitepress?.skipped ? '' : ', full sidebar'}`;
  return [
    ['Quire, cold', row.quireCold, row.quireOutput],
    ['Quire, cold, the same pages as MDX', row.quireMdxCold, row.quireMdxOutput],
    ['Quire, rebuild, nothing changed', row.quireNoChange],
    ['Quire, rebuild, one page edited', row.quireOneEdit],
    ['Quire, rebuild, one page added', row.quireOneAdded],
    ['Quire, rebuild, one page deleted', row.quireOneDeleted],
    ['Pagefind alone (part of the above)', row.pagefind],
    ['bare unified pipeline, 2 threads', row.bare],
    ['bare unified pipeline + GFM, 2 threads', row.bareGfm],
    [vitepress, row.vitepress, row.vitepress?.output],
  ].filter(([, measured]) => measured !== undefined);
}

const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const megabytes = (mb) => (mb === undefined ? '–' : `${Math.round(mb)} MB`);
const html = (output) => (output ? `${output.htmlKb} KB (${output.htmlGzipKb} KB)` : '');
const js = (output) => (output ? `${output.jsGzipKb} KB` : '');

/** The cells of one build: wall, CPU, largest process's peak RSS, all processes' peak RSS, HTML and JS per page. */
function cells(m, output) {
  if (m.skipped) return [m.skipped, '', '', '', '', ''];
  return [
    seconds(m.wallMs),
    seconds(m.cpuMs),
    megabytes(m.rssMb),
    megabytes(m.treePeakRssMb),
    html(output),
    js(output),
  ];
}

const HEADINGS = [
  'wall',
  'CPU',
  'peak RSS, largest process',
  'peak RSS, all processes',
  'HTML/page (gzip)',
  'JS/page gzip',
];

/** The search rows of a size: the first query (from the dialog's opening) and the next one. */
function searchRows(row) {
  if (!row.search) return [];
  if (row.search.skipped) return [['search', row.search.skipped, '', '', '']];
  return row.search.queries.map((q, i) => [
    `${i === 0 ? 'first query' : 'next query'} “${q.query}”`,
    `${q.kb} KB`,
    String(q.requests),
    `${q.searchKb} KB in ${q.searchRequests}`,
    seconds(q.resultsMs),
  ]);
}

const SEARCH_HEADINGS = [
  'search (dialog opened with Ctrl+K)',
  'downloaded',
  'requests',
  'of which the index',
  'results shown after',
];

/** Print the tables of one size. */
export function printTables(size, row, { runs, vitepressRuns, cores }) {
  console.log(
    `\n${size} pages (${row.pages} with the home page), ${cores} cores, median of ${runs} (VitePress: ${vitepressRuns}):`,
  );
  console.table(
    buildRows(row).map(([name, measured, output]) =>
      Object.fromEntries([['build', name], ...cells(measured, output).map((c, i) => [HEADINGS[i], c])]),
    ),
  );
  const search = searchRows(row);
  if (search.length) console.table(search.map((r) => Object.fromEntries(r.map((c, i) => [SEARCH_HEADINGS[i], c]))));
  console.log(ratioLine(size, row));
}

function ratioLine(size, { ratios }) {
  const x = (value) => value ?? '–';
  return `${size} pages: VitePress ÷ Quire ${x(ratios.vitepressOverQuireCold)}×, Quire ÷ bare unified ${x(ratios.quireColdOverBare)} (÷ bare + GFM ${x(ratios.quireColdOverBareGfm)})${ratios.mdxOverMarkdownCold === undefined ? '' : `, MDX ÷ markdown ${ratios.mdxOverMarkdownCold}× wall, ${x(ratios.mdxOverMarkdownColdCpu)}× CPU`}`;
}

/** The README's Markdown: a table of every size's builds, one of its search queries, and the cold-build ratios. */
export function markdownTables({ sizes: bySize }) {
  const line = (cellsOfRow) => `| ${cellsOfRow.join(' | ')} |`;
  const builds = [line(['pages', 'build', ...HEADINGS]), line(Array(HEADINGS.length + 2).fill('---'))];
  const search = [line(['pages', ...SEARCH_HEADINGS]), line(Array(SEARCH_HEADINGS.length + 1).fill('---'))];
  for (const [size, row] of Object.entries(bySize)) {
    for (const [name, measured, output] of buildRows(row)) builds.push(line([size, name, ...cells(measured, output)]));
    for (const cellsOfRow of searchRows(row)) search.push(line([size, ...cellsOfRow]));
  }
  // Sizes without a comparison build (VitePress, bare pipeline, MDX) have no ratios to give.
  const ratios = Object.entries(bySize)
    .filter(([, row]) => Object.values(row.ratios ?? {}).some((value) => value !== undefined))
    .map(([size, row]) => ratioLine(size, row));
  const tables = `${builds.join('\n')}${search.length > 2 ? `\n\n${search.join('\n')}` : ''}`;
  return ratios.length ? `${tables}\n\nCold-build ratios (wall): ${ratios.join('; ')}.` : tables;
}
