// Runs tests/shared/house-values.json through docs/assets/house-values.js in Node: reads
// {"table": <the page's house table>, "cases": <the shared file>} on stdin, prints one verdict per
// case as JSON lines (tests/site/test_house_values.py compares them with the expectations).
import { readFileSync } from "node:fs";
import { checkValue, parseValue } from "../../docs/assets/house-values.js";

const { table, cases } = JSON.parse(readFileSync(0, "utf8"));
/** @param {{game: string, name: string}} c */
const variant = (c) => table.games[c.game].variants.find((/** @type {{name: string}} */ v) => v.name === c.name);
const out = [];
for (const c of cases.text) out.push({ case: c, got: parseValue(variant(c), c.text) });
for (const c of cases.json) out.push({ case: c, got: checkValue(variant(c), JSON.parse(c.json)) });
process.stdout.write(JSON.stringify(out));
