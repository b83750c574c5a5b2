// class_students.js - students of a class session for the window test (class_window_test.sh):
// each joins the join URL's class with its name over the browser's WebSocket (node
// --experimental-websocket), prints every message it receives as "NAME<TAB>MESSAGE" on
// stdout, and answers each question with its line (0-based) from the command line.
//
// usage: node --experimental-websocket class_students.js JOIN_URL NAME:LINE...
'use strict';
const url = new URL(process.argv[2]);
const code = url.searchParams.get('class');
for (const spec of process.argv.slice(3)) {
  const [name, line] = spec.split(':');
  const ws = new WebSocket('ws://' + url.host + '/', 'mazeviz-class');
  ws.onopen = () => ws.send('join&class=' + encodeURIComponent(code) + '&name=' + encodeURIComponent(name));
  ws.onmessage = (e) => {
    const m = String(e.data);
    process.stdout.write(name + '\t' + m + '\n');
    const ask = /^ask=(\d+)/.exec(m);
    if (ask) ws.send('answer=' + ask[1] + '&line=' + line);
  };
  ws.onclose = () => process.stdout.write(name + '\tclosed\n');
}
