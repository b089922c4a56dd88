// Loads and starts the Renju tutor (renju.wasm, a Go/Ebitengine program).
//
// It checks that the browser has WebAssembly and WebGL 2, downloads the wasm
// with a progress bar, compiles it while it downloads where the browser can,
// runs it with Go's wasm_exec.js, and hides the loading screen once the app
// reports that it has drawn its first frame (window.renju.ready === true, or a
// call of window.renjuReady()). Every failure ends in a plain message on the
// loading screen rather than a stack trace.
//
// The state is mirrored in <html data-loader="loading|starting|ready|error">
// for the browser tests.
"use strict";

(() => {
  const WASM_URL = "renju.wasm";

  const $ = (id) => document.getElementById(id);
  const root = document.documentElement;
  root.classList.remove("no-js");
  const loading = $("loading");
  const bar = $("progress");
  const fill = $("progress-fill");
  const status = $("status");

  let finished = false; // ready or failed: no more loading-screen updates

  function setState(state) {
    root.dataset.loader = state;
  }

  function setStatus(text) {
    if (!finished) status.textContent = text;
  }

  // A problem the user can understand. detail is one short technical line
  // (never a stack); reload offers a Reload button when trying again may help.
  class Problem extends Error {
    constructor(title, text, { detail = "", reload = true } = {}) {
      super(title);
      this.title = title;
      this.text = text;
      this.detail = detail;
      this.reload = reload;
    }
  }

  function fail(problem) {
    if (finished && root.dataset.loader === "error") return;
    finished = true;
    setState("error");
    loading.hidden = false;
    loading.classList.remove("done");
    loading.removeAttribute("aria-busy");
    $("problem-title").textContent = problem.title;
    $("problem-text").textContent = problem.text;
    const detail = $("problem-detail");
    detail.textContent = problem.detail || "";
    detail.hidden = !problem.detail;
    $("reload").hidden = !problem.reload;
    $("problem").hidden = false;
    if (window.console) console.warn("Renju Tutor: " + problem.title + (problem.detail ? " (" + problem.detail + ")" : ""));
  }

  $("reload").addEventListener("click", () => location.reload());

  // Performance marks for the phases of the start (the browser tests log
  // them): renju:instantiated (downloaded and compiled), renju:ready.
  function mark(name) {
    if (window.performance && performance.mark) performance.mark(name);
  }

  function short(err) {
    const text = String((err && err.message) || err || "");
    return text.split("\n")[0].slice(0, 200);
  }

  function formatMB(bytes) {
    return (bytes / 1e6).toFixed(1) + " MB";
  }

  function setProgress(received, total) {
    if (finished) return;
    if (total > 0) {
      const pct = Math.min(100, Math.floor((received / total) * 100));
      bar.classList.remove("indeterminate");
      fill.style.width = pct + "%";
      bar.setAttribute("aria-valuenow", String(pct));
      setStatus("Downloading… " + pct + "%");
    } else {
      bar.classList.add("indeterminate");
      bar.removeAttribute("aria-valuenow");
      setStatus("Downloading… " + formatMB(received));
    }
  }

  // ---- what the browser must have -------------------------------------

  function checkWasm() {
    if (typeof WebAssembly !== "object" || WebAssembly === null || typeof WebAssembly.instantiate !== "function") {
      throw new Problem(
        "This browser can’t run Renju Tutor",
        "Renju Tutor is a WebAssembly app, and WebAssembly is missing or turned off in this browser. " +
          "Please open the page in a recent version of Chrome, Edge, Firefox or Safari.",
        { reload: false },
      );
    }
  }

  // checkWebGL takes a while with software GL (~450 ms in headless
  // Chromium): main runs it while the wasm is already downloading.
  function checkWebGL() {
    let gl = null;
    try {
      gl = document.createElement("canvas").getContext("webgl2");
    } catch (e) {
      gl = null;
    }
    if (!gl) {
      throw new Problem(
        "WebGL 2 is not available",
        "Renju Tutor draws the board with WebGL 2, which this browser can’t use right now. " +
          "Turn on hardware (graphics) acceleration in the browser’s settings, update the graphics driver, or try another browser.",
        { reload: false },
      );
    }
    // Give the test context back at once; the app makes its own.
    const lose = gl.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
    if (typeof Go !== "function") {
      throw new Problem(
        "Part of the app didn’t load",
        "The file wasm_exec.js is missing. Reload the page; if you run the server yourself, rebuild the site with “make site”.",
      );
    }
  }

  // ---- download -------------------------------------------------------

  // download waits for the wasm's response (the request main started).
  async function download(request) {
    let resp;
    try {
      resp = await request;
    } catch (err) {
      throw new Problem(
        "Couldn’t download the app",
        "The connection to the server failed. Check that the server is still running and your connection works, then reload.",
        { detail: short(err) },
      );
    }
    if (!resp.ok) {
      const missing = resp.status === 404;
      throw new Problem(
        "Couldn’t download the app",
        missing
          ? "The server doesn’t have renju.wasm. If you run the server yourself, build the site with “make site”."
          : "The server answered with an error. Please reload in a moment.",
        { detail: "HTTP " + resp.status + " for " + WASM_URL },
      );
    }
    // The body we read is decoded (gzip/Brotli undone), so its size is the
    // uncompressed one: the server sends it in X-Uncompressed-Length. Without
    // it, Content-Length is only right when there is no content coding.
    let total = parseInt(resp.headers.get("X-Uncompressed-Length") || "", 10);
    if (!(total > 0) && !resp.headers.get("Content-Encoding")) {
      total = parseInt(resp.headers.get("Content-Length") || "", 10);
    }
    if (!(total > 0)) total = 0;
    return { resp, total };
  }

  // counted returns a stream with the bytes of resp's body that updates the
  // progress bar as they arrive. A failure while reading is remembered in
  // state.error, so it can be told apart from a compile error.
  function counted(resp, total, state) {
    const reader = resp.body.getReader();
    let received = 0;
    let frame = 0;
    const show = () => {
      frame = 0;
      setProgress(received, total);
    };
    return new ReadableStream({
      async pull(controller) {
        let chunk;
        try {
          chunk = await reader.read();
        } catch (err) {
          state.error = err;
          controller.error(err);
          return;
        }
        if (chunk.done) {
          if (frame) cancelAnimationFrame(frame);
          frame = 0;
          setProgress(total || received, total || received);
          setStatus("Starting…");
          controller.close();
          return;
        }
        received += chunk.value.byteLength;
        if (!frame) frame = requestAnimationFrame(show);
        controller.enqueue(chunk.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
  }

  async function readAll(stream) {
    const chunks = [];
    let size = 0;
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    return bytes;
  }

  // instantiate downloads and compiles the module; with streaming
  // compilation the two overlap.
  async function instantiate(go, request) {
    const { resp, total } = await download(request);
    setProgress(0, total);
    const state = { error: null };
    const downloadProblem = (err) =>
      new Problem(
        "Couldn’t download the app",
        "The download stopped before it was complete. Check your connection and reload.",
        { detail: short(err) },
      );
    const startProblem = (err) =>
      new Problem(
        "The app couldn’t start",
        "This browser couldn’t start the app’s code. Reload the page; if it happens again, try a recent version of Chrome, Edge, Firefox or Safari.",
        { detail: short(err) },
      );
    try {
      if (resp.body && typeof ReadableStream === "function") {
        const stream = counted(resp, total, state);
        if (typeof WebAssembly.instantiateStreaming === "function") {
          const streamed = new Response(stream, { headers: { "Content-Type": "application/wasm" } });
          const result = await WebAssembly.instantiateStreaming(streamed, go.importObject);
          return result.instance;
        }
        const bytes = await readAll(stream);
        setStatus("Starting…");
        return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
      }
      bar.classList.add("indeterminate");
      const bytes = await resp.arrayBuffer();
      setStatus("Starting…");
      return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
    } catch (err) {
      if (err instanceof Problem) throw err;
      throw state.error ? downloadProblem(state.error) : startProblem(err);
    }
  }

  // ---- ready ----------------------------------------------------------

  let pollTimer = 0;

  function ready() {
    if (finished) return;
    finished = true;
    mark("renju:ready");
    clearInterval(pollTimer);
    setState("ready");
    loading.removeAttribute("aria-busy");
    loading.classList.add("done");
    const remove = () => {
      if (root.dataset.loader === "ready") loading.hidden = true;
    };
    loading.addEventListener("transitionend", remove, { once: true });
    setTimeout(remove, 400);
  }

  // The app may call this when its first frame is drawn; polling
  // window.renju.ready covers an app that only sets the flag.
  window.renjuReady = ready;

  function watchReady() {
    const check = () => {
      if (window.renju && window.renju.ready === true) ready();
    };
    pollTimer = setInterval(check, 50);
    check();
  }

  // ---- main -----------------------------------------------------------

  async function main() {
    checkWasm();
    // Start the download first: the WebGL check below is slow with
    // software GL, and the download does not depend on it. A failed
    // request is reported by download(), after the checks.
    const request = fetch(WASM_URL);
    request.catch(() => {});
    mark("renju:download-started");
    checkWebGL();
    mark("renju:webgl-checked");
    const go = new Go();
    let exitCode = null;
    const exit = go.exit;
    go.exit = (code) => {
      exitCode = code;
      exit.call(go, code);
    };
    const instance = await instantiate(go, request);
    mark("renju:instantiated");
    setState("starting");
    fill.style.width = "100%";
    setStatus("Starting…");
    watchReady();
    setTimeout(() => setStatus("Still starting… this takes longer on a slow device."), 15000);
    // go.run settles when the Go program exits. The tutor never exits on its
    // own, so an exit means it stopped (a panic has already been printed to
    // the console for developers).
    const stopped = (detail) => {
      const wasReady = root.dataset.loader === "ready";
      clearInterval(pollTimer);
      finished = false;
      fail(
        new Problem(
          wasReady ? "The app stopped" : "The app stopped while starting",
          "Something went wrong inside Renju Tutor. Reload the page to start again.",
          { detail },
        ),
      );
    };
    go.run(instance).then(
      () => stopped(exitCode === null ? "" : "exit code " + exitCode),
      (err) => stopped(short(err)),
    );
  }

  main().catch((err) => {
    fail(
      err instanceof Problem
        ? err
        : new Problem("The app couldn’t start", "Something unexpected went wrong while loading. Please reload the page.", {
            detail: short(err),
          }),
    );
  });
})();
