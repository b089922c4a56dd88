// The Renju tutor's worker: it runs the second Go program (worker.wasm),
// which serves the heavy jobs the page hands it (package job). Messages
// that arrive before the program is ready wait in self.__renjuQueue.
"use strict";
self.__renjuQueue = [];
self.onmessage = (e) => self.__renjuQueue.push(e.data);
importScripts("wasm_exec.js");
const go = new Go();
WebAssembly.instantiateStreaming(fetch("worker.wasm"), go.importObject)
  .then((r) => go.run(r.instance))
  .then(() => self.postMessage({ exited: true }))
  .catch((err) => {
    console.error("worker:", err);
    self.postMessage({ exited: true });
  });
