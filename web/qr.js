// SPDX-License-Identifier: MIT
// qr.js: the share link as a QR code. The encoder is Kazuhiko Arase's qrcode-generator (MIT;
// Debian's node-qrcode-generator, served beside this module as qrcode.js), a classic script
// that defines `qrcode`; it is loaded the first time a code is shown, and kept offline by the
// service worker like the rest of the app.

let loading = null;

// The encoder, loaded once (again after a failed load, e.g. offline before it was ever kept).
function encoder() {
  if (typeof globalThis.qrcode === 'function') return Promise.resolve(globalThis.qrcode);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('./qrcode.js', import.meta.url).href;
    script.onload = () => resolve(globalThis.qrcode);
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('the QR code encoder could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

// An <svg> of `text`'s QR code (error correction level M, the smallest version that holds it),
// dark on white with a four-module quiet zone. Throws when the text is too long for any version.
export async function qrSvg(text) {
  const qr = (await encoder())(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount(), size = n + 8;
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `QR code of ${text}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.innerHTML = `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/>`;
  return svg;
}
