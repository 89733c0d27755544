// SPDX-License-Identifier: MIT
// tests/npm/app/report.js: puts what the page made for the share code in window.hexseedCode
// (set by the page's HTML) on window.hexseedResult, or the error on window.hexseedError: the test
// reads them with playwright.
export function report(ready) {
    ready.then((got) => {
        const code = window.hexseedCode;
        window.hexseedResult = {
            before: got.before,
            version: got.version,
            svg: got.svg(code),
            text: got.text(code),
            line: got.line(code),
            workerLine: got.workerLine === undefined ? null : got.workerLine,
            workerError: got.workerError === undefined ? null : got.workerError,
            workerCancel: got.workerCancel === undefined ? null : got.workerCancel,
        };
    }, (e) => {
        window.hexseedError = `${e && e.name}: ${e && e.message}`;
    });
}
