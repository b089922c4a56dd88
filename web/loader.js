// Loads and starts the Renju tutor (renju.wasm, a Go/Ebitengine program).
//
// It checks that the browser has WebAssembly and WebGL 2 (the app's own
// context is the check: see watchWebGL), downloads the wasm
// with a progress bar, compiles it while it downloads where the browser can,
// runs it with Go's wasm_exec.js, and hides the loading screen once the app
// reports that it has drawn its first frame (window.renju.ready === true, or a
// call of window.renjuReady()). Every failure ends in a plain message on the
// loading screen rather than a stack trace.
//
// The state is mirrored in <html data-loader="loading|starting|ready|error">
// for the browser tests.
//
// It speaks the learner's language: the one chosen in the app before
// (localStorage "renju.lang"), else Chinese if the browser's first
// language is (zh, zh-CN, …), else English, as the app decides. The
// Chinese texts are drawn with loader-zh.otf (loader.css), a subset of
// Noto Sans SC holding exactly the loader's characters
// (web/loaderfont.sh), so they never depend on the system's fonts.
//
// The module embeds only the Chinese its English side draws (中文 and
// quoted terms); the Chinese of the whole app is two site files,
// zh-regular.otf and zh-bold.otf (fonts/full), which the Go program
// takes through window.renjuFontsZH() (game.ChineseFonts). The loader
// fetches them beside the wasm when the app will start in Chinese, so the
// first frame does not wait for them; otherwise only when the learner
// switches to 中文.
//
// Once the app runs, it registers the service worker (sw.js) that keeps
// the whole site for offline use, and shows a small banner when a new
// version has been installed in the background: "Reload" switches to it.
"use strict";

(() => {
  // When the loader starts to run (the page's preload of the wasm should be
  // under way before it; e2e TestLoaderPreloadsTheWasm).
  if (window.performance && performance.mark) performance.mark("renju:loader");
  const WASM_URL = "renju.wasm";
  // The app's storage key of the language chosen (game/api.go).
  const LANG_KEY = "renju.lang";

  const TEXT = {
    en: {
      loading: "Loading…",
      loadingLabel: "Loading the app",
      downloading: (pct) => "Downloading… " + pct + "%",
      downloadingMB: (mb) => "Downloading… " + mb,
      starting: "Starting…",
      stillStarting: "Still starting… this takes longer on a slow device.",
      reload: "Reload",
      noWasmTitle: "This browser can’t run Renju Tutor",
      noWasmText:
        "Renju Tutor is a WebAssembly app, and WebAssembly is missing or turned off in this browser. " +
        "Please open the page in a recent version of Chrome, Edge, Firefox or Safari.",
      noWebGLTitle: "WebGL 2 is not available",
      noWebGLText:
        "Renju Tutor draws the board with WebGL 2, which this browser can’t use right now. " +
        "Turn on hardware (graphics) acceleration in the browser’s settings, update the graphics driver, or try another browser.",
      noGoTitle: "Part of the app didn’t load",
      noGoText: "The file wasm_exec.js is missing. Reload the page; if you run the server yourself, rebuild the site with “make site”.",
      downloadTitle: "Couldn’t download the app",
      connectionText: "The connection to the server failed. Check that the server is still running and your connection works, then reload.",
      missingText: "The server doesn’t have renju.wasm. If you run the server yourself, build the site with “make site”.",
      serverText: "The server answered with an error. Please reload in a moment.",
      stoppedDownloadText: "The download stopped before it was complete. Check your connection and reload.",
      startTitle: "The app couldn’t start",
      startText:
        "This browser couldn’t start the app’s code. Reload the page; if it happens again, try a recent version of Chrome, Edge, Firefox or Safari.",
      stoppedTitle: "The app stopped",
      stoppedStartingTitle: "The app stopped while starting",
      stoppedText: "Something went wrong inside Renju Tutor. Reload the page to start again.",
      unexpectedText: "Something unexpected went wrong while loading. Please reload the page.",
      update: "A new version is ready",
      later: "Later",
    },
    zh: {
      loading: "正在载入……",
      loadingLabel: "正在载入应用",
      downloading: (pct) => "正在下载…… " + pct + "%",
      downloadingMB: (mb) => "正在下载…… " + mb,
      starting: "正在启动……",
      stillStarting: "仍在启动……在较慢的设备上需要更长时间。",
      reload: "重新载入",
      noWasmTitle: "这个浏览器无法运行连珠禁手教室",
      noWasmText:
        "连珠禁手教室是一个WebAssembly应用，而这个浏览器没有WebAssembly，或者已经把它关闭了。" +
        "请用较新版本的Chrome、Edge、Firefox或Safari打开本页。",
      noWebGLTitle: "无法使用WebGL 2",
      noWebGLText:
        "连珠禁手教室用WebGL 2绘制棋盘，但这个浏览器现在无法使用它。" +
        "请在浏览器设置中打开硬件（图形）加速、更新显卡驱动，或者换一个浏览器试试。",
      noGoTitle: "应用的一部分没有载入",
      noGoText: "缺少文件wasm_exec.js。请重新载入页面；如果服务器是你自己运行的，请用“make site”重新构建网站。",
      downloadTitle: "无法下载应用",
      connectionText: "连接服务器失败。请确认服务器仍在运行、网络连接正常，然后重新载入。",
      missingText: "服务器上没有renju.wasm。如果服务器是你自己运行的，请用“make site”构建网站。",
      serverText: "服务器返回了错误。请稍后重新载入。",
      stoppedDownloadText: "下载没有完成就中断了。请检查网络连接，然后重新载入。",
      startTitle: "应用无法启动",
      startText: "这个浏览器无法启动应用的程序。请重新载入页面；如果问题再次出现，请试试较新版本的Chrome、Edge、Firefox或Safari。",
      stoppedTitle: "应用停止运行了",
      stoppedStartingTitle: "应用在启动时停止运行了",
      stoppedText: "连珠禁手教室内部出了问题。请重新载入页面，重新开始。",
      unexpectedText: "载入时出了意外的问题。请重新载入页面。",
      update: "新版本已准备好",
      later: "以后再说",
    },
  };

  // pickLang is the language the app will start in: the one chosen, else
  // the browser's first (game/api.go, msg.ParseLang).
  function pickLang() {
    try {
      const saved = localStorage.getItem(LANG_KEY);
      if (saved === "zh" || saved === "en") return saved;
    } catch (e) {
      // storage blocked: the browser's language decides
    }
    const first = (navigator.languages && navigator.languages[0]) || navigator.language || "";
    return /^zh($|[-_])/i.test(first) ? "zh" : "en";
  }

  let T = TEXT.en;

  // ---- the Chinese fonts ----------------------------------------------

  const ZH_FONTS = ["zh-regular.otf", "zh-bold.otf"];
  let zhFonts = null;

  // fontsZH is the promise of the Chinese fonts' bytes, {regular, bold}
  // (Uint8Arrays), fetched once; after a failure the next call tries
  // again. "no-cache": the browser's HTTP cache (which may keep a font a
  // day) answers only once the server says its copy is current, so the
  // fonts match the module; the service worker answers from its own
  // version's copy.
  function fontsZH() {
    if (!zhFonts) {
      const get = async (url) => {
        const resp = await fetch(url, { cache: "no-cache" });
        if (!resp.ok) throw new Error("HTTP " + resp.status + " for " + url);
        return new Uint8Array(await resp.arrayBuffer());
      };
      const p = Promise.all(ZH_FONTS.map(get)).then(([regular, bold]) => {
        mark("renju:fonts-zh");
        return { regular, bold };
      });
      p.catch(() => {
        if (zhFonts === p) zhFonts = null;
      });
      zhFonts = p;
    }
    return zhFonts;
  }
  window.renjuFontsZH = fontsZH;

  const $ = (id) => document.getElementById(id);
  const root = document.documentElement;
  root.classList.remove("no-js");

  // setLang shows the page's own texts in l.
  function setLang(l) {
    T = TEXT[l];
    root.lang = l === "zh" ? "zh-Hans" : "en";
    $("progress").setAttribute("aria-label", T.loadingLabel);
    $("reload").textContent = T.reload;
    $("update-reload").textContent = T.reload;
    $("update-text").textContent = T.update;
    $("update-later").setAttribute("aria-label", T.later);
    $("update-later").title = T.later;
  }
  const loading = $("loading");
  const bar = $("progress");
  const fill = $("progress-fill");
  const status = $("status");
  const startLang = pickLang();
  setLang(startLang);
  status.textContent = T.loading;

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

  // The bar and the status move in steps of PROGRESS_STEP percent (or a
  // megabyte when the size is unknown), not with every chunk: every
  // change is a frame the browser paints and composites over the whole
  // window, and with software GL (headless Chromium, a GPU the browser
  // blocks) a download's worth of them cost a load about 0.1 s of CPU.
  const PROGRESS_STEP = 5;
  let shownPct = -1;
  let shownMB = -1;

  function setProgress(received, total) {
    if (finished) return;
    if (total > 0) {
      const pct = Math.min(100, Math.floor((received / total) * 100));
      if (pct < 100 && shownPct >= 0 && pct < shownPct + PROGRESS_STEP) return;
      shownPct = pct;
      bar.classList.remove("indeterminate");
      fill.style.width = pct + "%";
      bar.setAttribute("aria-valuenow", String(pct));
      setStatus(T.downloading(pct));
    } else {
      const mb = Math.floor(received / 1e6);
      if (mb === shownMB) return;
      shownMB = mb;
      bar.classList.add("indeterminate");
      bar.removeAttribute("aria-valuenow");
      setStatus(T.downloadingMB(formatMB(received)));
    }
  }

  // ---- what the browser must have -------------------------------------

  function checkWasm() {
    if (typeof WebAssembly !== "object" || WebAssembly === null || typeof WebAssembly.instantiate !== "function") {
      throw new Problem(T.noWasmTitle, T.noWasmText, { reload: false });
    }
  }

  // WebGL 2: the app's own context is the check. A throwaway context made
  // here first, to say before the download that WebGL 2 is missing, cost
  // every load a context made and lost (about 0.3 s of CPU between the
  // page and the GPU process with software GL: make measure). Now the
  // loader only says no at once when the browser has no WebGL 2 at all,
  // and notes a getContext("webgl2") that gives nothing (a GPU the browser
  // blocks, acceleration turned off): when the app then stops while
  // starting, the message says why.
  let noWebGL2 = false;

  function watchWebGL() {
    if (typeof WebGL2RenderingContext !== "function" || typeof HTMLCanvasElement !== "function") {
      throw new Problem(T.noWebGLTitle, T.noWebGLText, { reload: false });
    }
    const proto = HTMLCanvasElement.prototype;
    const get = proto.getContext;
    proto.getContext = function (kind, ...rest) {
      const ctx = get.call(this, kind, ...rest);
      if (kind === "webgl2" && !ctx) noWebGL2 = true;
      return ctx;
    };
  }

  // ---- download -------------------------------------------------------

  // download waits for the wasm's response (the request main started).
  async function download(request) {
    let resp;
    try {
      resp = await request;
    } catch (err) {
      throw new Problem(T.downloadTitle, T.connectionText, { detail: short(err) });
    }
    if (!resp.ok) {
      const missing = resp.status === 404;
      throw new Problem(T.downloadTitle, missing ? T.missingText : T.serverText, {
        detail: "HTTP " + resp.status + " for " + WASM_URL,
      });
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

  // countBytes reads a copy of the wasm's body (resp.clone(): the browser
  // tees it natively, so the compiler's branch never waits for this one) and
  // moves the progress bar as the bytes arrive. It resolves to the error
  // that stopped the reading, or null once the body is complete, so that a
  // failed download can be told apart from a failed compile.
  async function countBytes(body, total) {
    const reader = body.getReader();
    const chunks = keepDownload ? [] : null;
    let received = 0;
    let frame = 0;
    const show = () => {
      frame = 0;
      setProgress(received, total);
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (chunks) chunks.push(value);
        if (!frame) frame = requestAnimationFrame(show);
      }
    } catch (err) {
      return err || new Error("the download stopped");
    } finally {
      if (frame) cancelAnimationFrame(frame);
    }
    setProgress(total || received, total || received);
    setStatus(T.starting);
    if (chunks) downloaded.set(WASM_URL, new Blob(chunks));
    return null;
  }

  // compile starts compiling the module while it downloads (streaming
  // compilation) and returns a promise of the instance. The compiler is fed
  // by the browser straight from the network, so it never waits for the
  // main thread; a copy of the body only moves the progress bar. Where
  // streaming is missing it reads the whole body first.
  async function compile(go, request) {
    const { resp, total } = await download(request);
    setProgress(0, total);
    const downloadProblem = (err) => new Problem(T.downloadTitle, T.stoppedDownloadText, { detail: short(err) });
    const startProblem = (err) => new Problem(T.startTitle, T.startText, { detail: short(err) });
    if (!resp.body || typeof WebAssembly.instantiateStreaming !== "function") {
      bar.classList.add("indeterminate");
      let bytes;
      try {
        bytes = await resp.arrayBuffer();
      } catch (err) {
        throw downloadProblem(err);
      }
      setStatus(T.starting);
      try {
        return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
      } catch (err) {
        throw startProblem(err);
      }
    }
    downloadedHeaders = [...resp.headers];
    const counting = countBytes(resp.clone().body, total);
    mark("renju:compile-started");
    try {
      return (await WebAssembly.instantiateStreaming(resp, go.importObject)).instance;
    } catch (err) {
      // The copy sees the same bytes, so a broken download shows up there
      // too; otherwise the module itself would not compile.
      const broken = await counting;
      throw broken ? downloadProblem(broken) : startProblem(err);
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
    // Gone at once, as the app's first frame is there: a fade over the
    // app's full-window canvas was a dozen frames composited in a quarter
    // of a second (with software GL, CPU in the GPU process).
    loading.hidden = true;
    keepOffline();
  }

  // ---- offline and updates -------------------------------------------

  // On a first visit (no service worker controls the page) the loader
  // keeps the module it downloaded whole, as a Blob, until the service
  // worker's first install asks for it (sw.js, fromPages): the worker then
  // checks its SHA-256 and keeps those bytes instead of downloading and
  // decoding the 20 MB again. A returning visit, whose module came from
  // the worker's cache, keeps nothing.
  const keepDownload = !!(navigator.serviceWorker && window.isSecureContext && !navigator.serviceWorker.controller);
  const downloaded = new Map(); // file name: its Blob
  let downloadedHeaders = [];

  // offerDownloaded answers the service worker's "renju:downloaded?" with
  // the files it names that the page holds, and forgets them: the worker
  // has them now (or has fetched them itself).
  function offerDownloaded(event) {
    const data = event.data;
    const port = event.ports && event.ports[0];
    if (!data || data.renju !== "downloaded?" || !port) return;
    const files = [];
    for (const name of Array.isArray(data.names) ? data.names : []) {
      const blob = downloaded.get(name);
      if (!blob) continue;
      files.push({ name, blob, headers: downloadedHeaders });
      downloaded.delete(name);
    }
    port.postMessage({ files });
  }

  // keepOffline registers the service worker (sw.js), which keeps every
  // file of the site, by content hash, so that the app starts without a
  // network. A new version is installed in the background and waits; the
  // banner offers it, and only its button switches (the worker then
  // takes over, and the page reloads once, whole, from the new version).
  // It runs once the app is ready, so that the worker's copying never
  // competes with the app's own download. Service workers need a secure
  // context (https, or localhost): elsewhere the app simply stays online.
  function keepOffline() {
    const sw = navigator.serviceWorker;
    if (!sw || !window.isSecureContext) return;
    sw.addEventListener("message", offerDownloaded);
    sw.startMessages();
    // Once a version is active, every install that could ask has asked.
    sw.ready.then(() => downloaded.clear());
    let controlled = !!sw.controller;
    let asked = false;
    let reloading = false;
    sw.addEventListener("controllerchange", () => {
      if (asked) {
        if (!reloading) {
          reloading = true;
          location.reload();
        }
        return;
      }
      // The first worker taking this page over (nothing changes), or
      // another tab's Reload: this page still runs the old version.
      if (controlled) offerUpdate(null);
      controlled = true;
    });
    const update = $("update");
    $("update-reload").addEventListener("click", () => {
      asked = true;
      const waiting = waitingWorker;
      if (waiting && waiting.state === "installed") {
        waiting.postMessage("skip-waiting");
        // Should the switch not come (the worker gone), reload anyway: the
        // page then starts whole from whichever version is active.
        setTimeout(() => {
          if (!reloading) {
            reloading = true;
            location.reload();
          }
        }, 4000);
      } else {
        reloading = true;
        location.reload();
      }
    });
    // Later: the banner goes, and the new version keeps waiting (it is
    // offered again at the next start, and starts by itself once every tab
    // of the app is closed).
    $("update-later").addEventListener("click", () => {
      update.hidden = true;
    });
    // Keys typed on the banner are its own, not the app's (which takes
    // Enter and Space on the window).
    update.addEventListener("keydown", (e) => e.stopPropagation());
    sw.register("sw.js")
      .then((reg) => {
        const offerWaiting = () => {
          if (reg.waiting && sw.controller) offerUpdate(reg.waiting);
        };
        offerWaiting();
        reg.addEventListener("updatefound", () => {
          const w = reg.installing;
          if (w) w.addEventListener("statechange", () => w.state === "installed" && offerWaiting());
        });
        // A tab left open (a classroom's) looks for a new version now and
        // then, and when it is shown again.
        const check = () => reg.update().catch(() => {});
        setInterval(check, 60 * 60 * 1000);
        document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
      })
      .catch((err) => {
        downloaded.clear();
        if (window.console) console.warn("Renju Tutor: no offline copy (" + short(err) + ")");
      });
  }

  // waitingWorker is the new version the banner offers (null: it is
  // already active, and a reload is all it takes).
  let waitingWorker = null;

  // offerUpdate shows the banner in the language the app shows now.
  function offerUpdate(worker) {
    const update = $("update");
    let l = root.lang === "zh-Hans" ? "zh" : "en";
    try {
      l = JSON.parse(window.renju.state()).lang === "zh" ? "zh" : "en";
    } catch (e) {
      // the app's state is not available: the loader's language
    }
    setLang(l);
    waitingWorker = worker;
    update.hidden = false;
    mark("renju:update-offered");
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
    watchWebGL();
    // A failed request is reported by download(), after the checks.
    const request = fetch(WASM_URL);
    request.catch(() => {});
    mark("renju:download-started");
    // A Chinese start needs the Chinese fonts too: beside the wasm, which
    // is larger, so the first frame does not wait for them.
    if (startLang === "zh") fontsZH().catch(() => {});
    if (typeof Go !== "function") {
      throw new Problem(T.noGoTitle, T.noGoText);
    }
    const go = new Go();
    let exitCode = null;
    const exit = go.exit;
    go.exit = (code) => {
      exitCode = code;
      exit.call(go, code);
    };
    const instance = await compile(go, request);
    mark("renju:instantiated");
    setState("starting");
    fill.style.width = "100%";
    setStatus(T.starting);
    watchReady();
    setTimeout(() => setStatus(T.stillStarting), 15000);
    // go.run settles when the Go program exits. The tutor never exits on its
    // own, so an exit means it stopped (a panic has already been printed to
    // the console for developers).
    const stopped = (detail) => {
      const wasReady = root.dataset.loader === "ready";
      clearInterval(pollTimer);
      finished = false;
      if (!wasReady && noWebGL2) {
        fail(new Problem(T.noWebGLTitle, T.noWebGLText, { reload: false }));
        return;
      }
      fail(new Problem(wasReady ? T.stoppedTitle : T.stoppedStartingTitle, T.stoppedText, { detail }));
    };
    // The app calls this when it cannot run (game.Stopped: no WebGL 2
    // context, say); it stays alive, idle, so that nothing it left the
    // page calls into a program that has exited.
    window.renjuStopped = (detail) => stopped(short(detail));
    mark("renju:run");
    go.run(instance).then(
      () => stopped(exitCode === null ? "" : "exit code " + exitCode),
      (err) => stopped(short(err)),
    );
  }

  main().catch((err) => {
    fail(
      err instanceof Problem
        ? err
        : new Problem(T.startTitle, T.unexpectedText, { detail: short(err) }),
    );
  });
})();
