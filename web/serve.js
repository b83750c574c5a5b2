#!/usr/bin/env node
// web/serve.js - serves a folder (default build-web/site) over HTTP, for
// trying the web edition locally, for a class on the school network, and for
// its browser test:
//   node web/serve.js [DIR] [PORT] [HOST]   (PORT 0: any free port; HOST
//                                            default 127.0.0.1, 0.0.0.0 for
//                                            the students' devices)
// It prints "serving http://HOST:PORT/" once it listens. Each file is sent
// as it is or, when the browser accepts it and web/build.sh made one, as
// its precompressed twin FILE.br (brotli) or FILE.gz (gzip) with
// Content-Encoding: a school network carries about a third of the bytes.
// Any static web host does the same job: the site is plain files and needs
// no special headers (no threads, so no cross-origin isolation).
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const root = path.resolve(process.argv[2] || path.join(__dirname, '..', 'build-web', 'site'));
const port = Number(process.argv[3] || 8000);
const host = process.argv[4] || '127.0.0.1';
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream', '.otf': 'font/otf', '.txt': 'text/plain; charset=utf-8', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.lua': 'text/plain; charset=utf-8',
};

// The encodings the request accepts, best first, that have a file beside the plain one.
function encoded(file, accept) {
  const want = String(accept || '').toLowerCase();
  for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    const m = new RegExp('(?:^|,)\\s*' + enc + '\\s*(?:;\\s*q=([0-9.]+))?').exec(want);
    if (m && (m[1] === undefined || Number(m[1]) > 0) && fs.existsSync(file + ext)) return [enc, file + ext];
  }
  return [null, file];
}

const server = http.createServer((req, res) => {
  let name;
  try {
    name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch (e) {
    res.writeHead(400).end('bad request');
    return;
  }
  if (name.endsWith('/')) name += 'index.html';
  const file = path.join(root, path.normalize(name));
  if (!file.startsWith(root + path.sep) || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(403).end('forbidden');
    return;
  }
  const [enc, sent] = encoded(file, req.headers['accept-encoding']);
  fs.readFile(sent, (err, data) => {
    if (err) {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('not found');
      return;
    }
    const head = {'Content-Type': types[path.extname(file)] || 'application/octet-stream',
                  'Content-Length': data.length, 'Cache-Control': 'no-cache', 'Vary': 'Accept-Encoding'};
    if (enc) head['Content-Encoding'] = enc;
    res.writeHead(200, head);
    res.end(req.method === 'HEAD' ? undefined : data);
  });
});
server.listen(port, host, () => {
  console.log(`serving http://${host}:${server.address().port}/ from ${root}`);
});
