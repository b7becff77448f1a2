// SPDX-License-Identifier: GPL-3.0-or-later
// Opens a CompressMark web page in Debian's Chromium, as a reader would,
// in the light and the dark scheme at 800 px wide, and checks it: nothing
// requested beyond the file, no console error, every chart drawn (a
// screenshot of each, to look at), text large enough to read, the results
// table sorting both ways, and no serious or critical finding of axe-core.
// At 800 and at 1280 px it also checks that nothing is cut: no text of a
// chart is elided, with "…" or with Qt's "..." (titles wrap, names fit),
// and no fact of the method is empty or stops at "from".
//
//   node checkpage.mjs PAGE.html SCREENSHOT_FOLDER
// Environment: COMPRESSMARK_CHROMIUM (default /usr/bin/chromium).
// Exit codes: 0 the page passed, 1 it did not (each finding on stderr).
import { readFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const puppeteer = require("puppeteer-core");
const axePath = require.resolve("axe-core/axe.min.js");

const [pagePath, shots] = process.argv.slice(2);
if (!pagePath || !shots) {
  console.error("usage: node checkpage.mjs PAGE.html SCREENSHOT_FOLDER");
  process.exit(2);
}
const pageUrl = pathToFileURL(path.resolve(pagePath)).href;
const findings = [];
const fail = (scheme, what) => findings.push(`${scheme}: ${what}`);

// The smallest text a reader is asked to read: page text, and chart text
// as drawn at this width.
const SmallestPagePixels = 12;
const SmallestChartPixels = 9;

// Text cut short: in a chart, anything with "…" or "..." (Qt Charts elides
// with three dots); in the method, a fact that is empty or ends where its
// value should be.
async function checkNothingCut(page, label) {
  const cut = await page.evaluate(() => {
    const found = [];
    for (const svg of document.querySelectorAll("figure svg")) {
      if (svg.getBoundingClientRect().height === 0) continue;
      const kind = svg.closest("figure").dataset.chart;
      for (const text of svg.querySelectorAll("text"))
        if (/\u2026|\.\.\./.test(text.textContent)) found.push(`${kind} chart: "${text.textContent.trim()}"`);
    }
    for (const dd of document.querySelectorAll("dd")) {
      const value = dd.textContent.trim();
      if (!value || /\b(from|at|of|on|in)$/.test(value) || /\b(from|at)\s*[,;)]/.test(value))
        found.push(`method: "${dd.previousElementSibling ? dd.previousElementSibling.textContent : ""}: ${value}"`);
    }
    return found;
  });
  cut.forEach((text) => fail(label, `cut: ${text}`));
}

async function checkWidth(browser, width) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 1000 });
  await page.goto(pageUrl, { waitUntil: "load" });
  await checkNothingCut(page, `${width} px`);
  await page.screenshot({ path: path.join(shots, `light-page-${width}.png`), fullPage: true });
  await page.close();
}

async function checkScheme(browser, scheme) {
  const page = await browser.newPage();
  await page.setViewport({ width: 800, height: 1000 });
  await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }]);
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (request.url() === pageUrl) return request.continue();
    fail(scheme, `requested ${request.url()}`);
    return request.abort();
  });
  page.on("console", (message) => {
    if (message.type() === "error") fail(scheme, `console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => fail(scheme, `script error: ${error.message}`));
  await page.goto(pageUrl, { waitUntil: "load" });

  // Each chart: the scheme's drawing shown and of a readable size.
  const figures = await page.$$("figure");
  if (figures.length === 0) fail(scheme, "no chart");
  const seen = {};
  for (const figure of figures) {
    const kind = await figure.evaluate((f) => f.dataset.chart);
    const drawn = await figure.evaluate((f, s) => {
      const shown = [...f.querySelectorAll("svg")].filter((svg) => svg.getBoundingClientRect().height > 0);
      if (shown.length !== 1) return { error: `${shown.length} drawings shown` };
      const svg = shown[0];
      if (!svg.closest(`.chart-${s}`)) return { error: "the other scheme's drawing is shown" };
      const box = svg.getBoundingClientRect();
      // A text's size as drawn: its font size scaled by every transform down to the screen.
      const texts = [...svg.querySelectorAll("text")]
        .filter((t) => t.textContent.trim())
        .map((t) => {
          const m = t.getScreenCTM();
          return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        });
      return { width: box.width, height: box.height, texts: texts.length, smallest: Math.min(...texts) };
    }, scheme);
    if (drawn.error) fail(scheme, `${kind} chart: ${drawn.error}`);
    else {
      if (drawn.width < 700 || drawn.height < 250) fail(scheme, `${kind} chart drawn at ${drawn.width}x${drawn.height}`);
      if (drawn.texts === 0) fail(scheme, `${kind} chart has no text`);
      else if (drawn.smallest < SmallestChartPixels)
        fail(scheme, `${kind} chart text drawn at ${drawn.smallest.toFixed(1)} px`);
    }
    seen[kind] = (seen[kind] || 0) + 1;
    await figure.screenshot({ path: path.join(shots, `${scheme}-${kind}-${seen[kind]}.png`) });
  }

  await checkNothingCut(page, scheme);

  // Page text: every element that holds text of its own.
  const small = await page.evaluate((smallest) => {
    const found = [];
    for (const element of document.querySelectorAll("body *:not(svg):not(svg *)")) {
      const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!ownText || element.getBoundingClientRect().height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < smallest) found.push(`${element.tagName.toLowerCase()} ${size}px: ${element.textContent.trim().slice(0, 40)}`);
    }
    return found;
  }, SmallestPagePixels);
  small.forEach((text) => fail(scheme, `small text: ${text}`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) fail(scheme, `the page is ${overflow} px wider than the window`);

  // The table sorts by the median, up and then down.
  const medians = async () =>
    page.$$eval("#results-table tbody tr", (rows) => rows.map((row) => Number(row.cells[4].dataset.sort)));
  const heading = (await page.$$("#results-table thead th button"))[4];
  await heading.click();
  const up = await medians();
  if (up.some((value, i) => i > 0 && value < up[i - 1])) fail(scheme, `sorted up, the medians read ${up}`);
  await heading.click();
  const down = await medians();
  if (down.some((value, i) => i > 0 && value > down[i - 1])) fail(scheme, `sorted down, the medians read ${down}`);
  const state = await page.$eval("#results-table thead th:nth-child(5)", (th) => th.getAttribute("aria-sort"));
  if (state !== "descending") fail(scheme, `the sorted heading says aria-sort=${state}`);

  // Accessibility, as axe-core finds it, the details opened.
  await page.$$eval("details", (all) => all.forEach((d) => (d.open = true)));
  await page.addScriptTag({ content: await readFile(axePath, "utf8") });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  for (const violation of violations) {
    if (violation.impact === "serious" || violation.impact === "critical")
      fail(scheme, `axe ${violation.impact}: ${violation.id}: ${violation.help} (${violation.nodes.length} places, ` +
        `first ${violation.nodes[0].target})`);
  }
  await page.screenshot({ path: path.join(shots, `${scheme}-page.png`), fullPage: true });
  await page.close();
  return Object.keys(seen).length;
}

await mkdir(shots, { recursive: true });
const browser = await puppeteer.launch({
  executablePath: process.env.COMPRESSMARK_CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const scheme of ["light", "dark"]) {
    const kinds = await checkScheme(browser, scheme);
    console.log(`${scheme}: ${kinds} kinds of chart, screenshots in ${shots}`);
  }
  await checkWidth(browser, 1280);
} finally {
  await browser.close();
}
findings.forEach((finding) => console.error(finding));
process.exit(findings.length === 0 ? 0 : 1);
