// Starts app.wasm the plainest way: fetch it and compile it while it
// downloads, then run it. The marks mirror the tutor loader's.
"use strict";
(async () => {
  const go = new Go();
  const request = fetch("app.wasm");
  performance.mark("empty:download-started");
  const { instance } = await WebAssembly.instantiateStreaming(request, go.importObject);
  performance.mark("empty:instantiated");
  go.run(instance);
})().catch((err) => console.error("empty app: " + err));
