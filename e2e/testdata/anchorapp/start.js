// Starts app.wasm as the tutor's loader does: compiled while it
// downloads, then run.
"use strict";
(async () => {
  const go = new Go();
  const { instance } = await WebAssembly.instantiateStreaming(fetch("app.wasm"), go.importObject);
  go.run(instance);
})().catch((err) => console.error("anchor: " + err));
