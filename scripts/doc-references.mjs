// Comments cite the product map as "spec §N" and the design map as "DESIGN §N" (docs/product.md,
// docs/design.md; decision 0026). This check fails when a cited § has no heading in its map, so a
// reference always resolves for someone with only this repository. Plain JavaScript (see test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAPS = { spec: 'docs/product.md', DESIGN: 'docs/design.md' };
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', 'README.md', 'ARCHITECTURE.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'data']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|sql|css|html|json)$/;
// A document name, then any § numbers up to the next name: "spec §4 SMS code, §5; DESIGN §8".
// RFC is a name too, so that "(RFC 9110 §12.5.4)" after a spec citation is not read as the spec's.
const TOKEN = /\b(spec|Spec|DESIGN|RFC)\b|§\s?(\d+(?:\.\d+)*)/g;

/** The § numbers that head a section of the map: "## §5 Data and money", "### §5.2 ...". */
const headingsOf = (root, map) =>
  new Set(
    readFileSync(join(root, map), 'utf8')
      .split('\n')
      .map((line) => /^#{2,4} §(\d+(?:\.\d+)*)\s/.exec(line)?.[1])
      .filter(Boolean),
  );

function* filesUnder(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    yield path; // a file
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child);
    else if (TEXT_FILE.test(entry.name)) yield child;
  }
}

/** Every citation of a § its map lacks, as "file:line cites spec §N". */
export const unresolvedDocReferences = (root) => {
  const headings = { spec: headingsOf(root, MAPS.spec), DESIGN: headingsOf(root, MAPS.DESIGN) };
  const problems = [];
  for (const start of SCANNED) {
    for (const file of filesUnder(join(root, start))) {
      if (Object.values(MAPS).includes(relative(root, file))) continue; // headings, not citations
      // A list of citations may run on over the next lines ("spec §3 Game,\n §4 ..."), so the last
      // name holds until a line with neither a name nor a §.
      let cited;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const tokens = [...line.matchAll(TOKEN)];
          if (tokens.length === 0) cited = undefined;
          for (const [, name, section] of tokens) {
            if (name) cited = name === 'Spec' ? 'spec' : name;
            else if (cited in headings && !headings[cited].has(section)) {
              problems.push(`${relative(root, file)}:${index + 1} cites ${cited} §${section}`);
            }
          }
        });
    }
  }
  return problems;
};

/** Throws, naming every unresolved citation and the map that lacks it. */
export const checkDocReferences = (root) => {
  const problems = unresolvedDocReferences(root);
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} citation(s) of a section that ${MAPS.spec} ("spec §N") or ${MAPS.DESIGN} ` +
        `("DESIGN §N") has no heading for:\n  ${problems.join('\n  ')}`,
    );
  }
};
