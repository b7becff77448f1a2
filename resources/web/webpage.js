// SPDX-License-Identifier: GPL-3.0-or-later
// Sorts a CompressMark results table by the column whose heading is pressed:
// numbers by their value (data-sort), text by the reader's language; again
// for the other direction. Without script the table stays as measured.
"use strict";
document.querySelectorAll("table.sortable").forEach(function (table) {
  var headings = table.querySelectorAll("thead th");
  headings.forEach(function (heading, column) {
    heading.querySelector("button").addEventListener("click", function () {
      var ascending = heading.getAttribute("aria-sort") !== "ascending";
      headings.forEach(function (other) { other.setAttribute("aria-sort", "none"); });
      heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      var key = function (row) {
        var cell = row.cells[column];
        var value = cell.getAttribute("data-sort");
        return value === null ? cell.textContent : value === "" ? -Infinity : Number(value);
      };
      rows.sort(function (a, b) {
        var x = key(a), y = key(b);
        var order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
        return ascending ? order : -order;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
});
