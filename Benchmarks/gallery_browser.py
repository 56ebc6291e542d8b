#!/usr/bin/env python3
"""How fast the preview gallery opens in a real browser (issue 36).

    python3 Benchmarks/gallery_browser.py                 # 300, 1,200 and 10,000 dialogs
    python3 Benchmarks/gallery_browser.py --smoke         # a tiny corpus, one run: for CI
    python3 Benchmarks/gallery_browser.py --sizes 300 --dialogc .build/release/dialogc

For each size the script writes a corpus (`generate_corpus.py --error-rate 0`), runs
`dialogc preview --output DIR` on it, and opens two pages in headless Chromium, driven over
the DevTools protocol on `--remote-debugging-pipe` (standard library only):

- the gallery, `DIR/index.html`, as `dialogc preview` wrote it;
- the limit: a static page of the same pictures as plain `<img>` tags pointing at the SVG
  files `dialogc preview` writes beside the gallery, no script, no style beyond a flex box.

Each page is opened in a fresh tab of one browser (a fresh profile per page kind), in a 1280x900
window. A probe injected before the page's own code (`Page.addScriptToEvaluateOnNewDocument`,
which the page's Content-Security-Policy does not govern) records, on the page's own clock
(`performance.now()`, from the navigation's start):

- first paint: the `first-contentful-paint` entry;
- interactive: the load event has fired, and from then on the browser drew 5 frames in a row
  each less than 50 ms after the one before (no long task blocks input any more); the time is
  the first of those frames, that is the end of the last long task after load (or the first
  paint, when that comes later).

Times are the median of the runs. A page that is not interactive within the timeout is
reported as "> TIMEOUT", and its first paint as "—" (a page that does not answer is not asked). Nothing here asserts a time: `--smoke` checks only that every stage
ran and that both pages became interactive.
"""

import argparse
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PROBE = r"""
(function () {
  var frames = [];
  var loaded = false;
  window.__galleryProbe = { interactive: null };
  addEventListener("load", function () {
    loaded = true;
    var last = performance.now();
    var calm = 0;
    var first = null;
    (function frame(now) {
      if (now - last < 50) {
        if (calm === 0) { first = last; }
        calm += 1;
      } else {
        calm = 0;
      }
      last = now;
      // Nothing is interactive before it is drawn: the first paint's entry must be there too.
      var paint = performance.getEntriesByName("first-contentful-paint")[0];
      if (calm >= 5 && paint) {
        window.__galleryProbe.interactive = Math.max(first, paint.startTime);
        return;
      }
      requestAnimationFrame(frame);
    })(last);
  });
})();
"""


class Browser:
    """Headless Chromium on --remote-debugging-pipe: JSON messages ending in NUL on fds 3 and 4."""

    def __init__(self, executable, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The child reads commands on fd 3 and writes replies on fd 4.
        # (In the child, before it closes every descriptor but 0 to 4: copies first, in case the pipes are 3 or 4.)
        def wire():
            read, write = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(read, 3)
            os.dup2(write, 4)
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--hide-scrollbars", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--mute-audio", "--window-size=1280,900", "--remote-debugging-pipe",
             "--user-data-dir=" + profile, "about:blank"],
            preexec_fn=wire, pass_fds=(3, 4),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self, deadline=None):
        while b"\0" not in self.buffer:
            # A page whose main thread is busy answers nothing; the deadline still holds.
            wait = None if deadline is None else deadline - time.monotonic()
            if wait is not None and (wait <= 0 or not select.select([self.from_browser], [], [], wait)[0]):
                raise TimeoutError
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None, deadline=None):
        wanted = self.send(method, params, session)
        while True:
            message = self.receive(deadline)
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression, session, deadline=None):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session, deadline)
        return result.get("result", {}).get("value")

    def close(self, kill=False):
        try:
            if not kill:
                self.send("Browser.close")
        except OSError:
            pass
        try:
            if kill:
                self.process.kill()
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_browser)
        os.close(self.from_browser)


def measure(executable, url, timeout, work):
    """Opens `url` in a fresh browser; returns (first paint ms, interactive ms or None)."""
    profile = tempfile.mkdtemp(prefix="profile-", dir=work)
    browser = Browser(executable, profile)
    timed_out = False
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", session=session)
        browser.call("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE}, session=session)
        browser.call("Page.navigate", {"url": url}, session=session)
        deadline = time.monotonic() + timeout
        interactive = None
        try:
            while time.monotonic() < deadline:
                interactive = browser.evaluate("window.__galleryProbe && window.__galleryProbe.interactive", session, deadline)
                if interactive is not None:
                    break
                time.sleep(0.2)
            paint = browser.evaluate(
                "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || null", session, deadline)
        except TimeoutError:
            timed_out = True
            return None, None
        return paint, interactive
    finally:
        browser.close(kill=timed_out)
        shutil.rmtree(profile, ignore_errors=True)


def static_page(gallery, output):
    """The limit: the gallery's pictures as plain <img> tags of the SVG files beside it."""
    pictures = []
    for device in sorted(os.listdir(gallery)):
        folder = os.path.join(gallery, device)
        if os.path.isdir(folder):
            pictures += [device + "/" + name for name in sorted(os.listdir(folder)) if name.endswith(".svg")]
    with open(output, "w", encoding="utf-8") as page:
        page.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>static</title>"
                   "<style>body { display: flex; flex-wrap: wrap; gap: 20px; margin: 0; }</style></head><body>\n")
        for path in pictures:
            page.write("<img src=\"%s\" alt=\"\">\n" % path)
        page.write("</body></html>\n")
    return len(pictures)


def build(release):
    command = ["swift", "build", "--product", "dialogc"] + (["-c", "release"] if release else [])
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(ROOT, ".build", "release" if release else "debug", "dialogc")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--smoke", action="store_true", help="a tiny corpus, one run; checks only that everything ran")
    parser.add_argument("--sizes", help="comma-separated dialog counts (default 300,1200,10000; smoke 20)")
    parser.add_argument("--repetitions", type=int, help="runs per page and size (default 3, smoke 1)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds a page may take to become interactive")
    parser.add_argument("--dialogc", help="the dialogc to run (default: build it, release unless --smoke)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--work", help="scratch directory (default: a new temporary one, removed after)")
    args = parser.parse_args()
    if not args.chromium:
        sys.exit("error: neither 'chromium' nor 'chromium-browser' is on PATH (apt-get install chromium)")
    sizes = [int(size) for size in (args.sizes or ("20" if args.smoke else "300,1200,10000")).split(",")]
    repetitions = args.repetitions or (1 if args.smoke else 3)
    dialogc = os.path.abspath(args.dialogc) if args.dialogc else build(release=not args.smoke)
    work = args.work or tempfile.mkdtemp(prefix="gallery-bench-")
    os.makedirs(work, exist_ok=True)

    rows = []
    try:
        for size in sizes:
            corpus = os.path.join(work, "corpus-%d" % size)
            gallery = os.path.join(work, "gallery-%d" % size)
            subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), "--seed", str(args.seed),
                            "--dialogs", str(size), "--files", str(max(1, size // 100)), "--out", corpus,
                            "--error-rate", "0"], check=True, stdout=subprocess.DEVNULL)
            shutil.rmtree(gallery, ignore_errors=True)
            started = time.monotonic()
            subprocess.run([dialogc, "preview", "--output", gallery, corpus], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            generated = time.monotonic() - started
            pictures = static_page(gallery, os.path.join(gallery, "static.html"))
            megabytes = os.path.getsize(os.path.join(gallery, "index.html")) / 1e6
            figures = {}
            for page in ("index.html", "static.html"):
                runs = [measure(args.chromium, "file://" + os.path.join(gallery, page), args.timeout, work)
                        for _ in range(repetitions)]
                paints = [paint for paint, _ in runs if paint is not None]
                interactive = [value for _, value in runs]
                figures[page] = (
                    statistics.median(paints) / 1000 if paints else None,
                    None if None in interactive else statistics.median(interactive) / 1000)
            rows.append((size, pictures, megabytes, generated, figures))
            print(json.dumps({"dialogs": size, "pictures": pictures, "gallery_mb": round(megabytes, 1),
                              "preview_s": round(generated, 2),
                              "gallery": figures["index.html"], "static": figures["static.html"]}), flush=True)
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)

    def seconds(value, missing=None):
        return (missing or "> %g s" % args.timeout) if value is None else "%.2f s" % value

    print()
    print("| dialogs | pictures | index.html | gallery: first paint | gallery: interactive | static `<img>`: first paint | static: interactive | interactive vs static |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size, pictures, megabytes, _, figures in rows:
        gallery, static = figures["index.html"], figures["static.html"]
        ratio = "—" if gallery[1] is None or not static[1] else "%.2fx" % (gallery[1] / static[1])
        print("| %s | %s | %.1f MB | %s | %s | %s | %s | %s |" % (
            "{:,}".format(size), "{:,}".format(pictures), megabytes,
            seconds(gallery[0], "—"), seconds(gallery[1]), seconds(static[0], "—"), seconds(static[1]), ratio))
    if args.smoke:
        missing = [size for size, _, _, _, figures in rows for page in figures.values() if page[1] is None]
        if missing:
            sys.exit("error: a page did not become interactive within %g s" % args.timeout)
        print("smoke: every stage ran; timings are not checked")


if __name__ == "__main__":
    main()
