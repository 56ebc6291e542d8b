#!/usr/bin/env python3
"""Times `dialogc lsp` from a didChange to the publishDiagnostics of that version.

    python3 Benchmarks/lsp_latency.py [--dialogc PATH] [--before PATH] [--changes N] [--smoke]

For a document of 10 dialogs and one of 1,000, it opens the document, then sends N one-character
incremental edits (each waiting for its diagnostics) and prints the median and 90th percentile
of the time from writing the change to reading its diagnostics, beside the median time of
`dialogc lint` on the same document as a process, taken in the same run as the peer to compare with. The server runs with
`--check-delay 0`, so the figure is the check itself; an editor session adds the debounce
(50 ms by default) on top, by design. `--before PATH` measures a second dialogc (a build from
before a change) in the same run, change by change in turn with the first, so both see the same
load. Nothing is asserted: a slow machine gives slow figures.
"""

import argparse
import json
import os
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def spec(count):
    dialogs = []
    for index in range(count):
        dialogs.append({
            "id": "dialog-%d" % index, "type": "alert", "title": "Delete draft %d?" % index,
            "message": "This cannot be undone.",
            "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"},
                        {"id": "delete", "title": "Delete", "style": "destructive"}],
        })
    return json.dumps({"specVersion": 1, "dialogs": dialogs}, indent=2, ensure_ascii=False) + "\n"


class Client:
    def __init__(self, dialogc):
        self.process = subprocess.Popen([dialogc, "lsp", "--check-delay", "0"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, cwd=ROOT)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def diagnostics_of(self, version):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
                return message["params"]["diagnostics"]


def cpu_seconds(pid):
    """The process's user and system time so far, from /proc (Linux); None elsewhere."""
    try:
        with open("/proc/%d/stat" % pid) as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def opened(dialogc, count):
    """A server with the benchmark document of `count` dialogs open, and the document's uri and text."""
    client = Client(dialogc)
    client.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    client.read()
    client.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    uri = "file:///benchmark/spec-%d.json" % count
    text = spec(count)
    client.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}}})
    assert client.diagnostics_of(1) == [], "the benchmark document must be clean"
    return client, uri, text


def change(client, uri, text, version):
    """One one-character edit, in the middle of the document; the milliseconds to its diagnostics."""
    # A message's "u" in "undone", edited back and forth: one character, no finding.
    lines = text.splitlines()
    line = [index for index, value in enumerate(lines) if value == '      "message": "This cannot be undone.",']
    line = line[len(line) // 2]
    character = len('      "message": "This cannot be ')
    letter = "U" if version % 2 == 0 else "u"
    edit = {"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character + 1}},
            "text": letter}
    start = time.perf_counter()
    client.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                 "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [edit]}})
    diagnostics = client.diagnostics_of(version)
    elapsed = (time.perf_counter() - start) * 1000
    assert diagnostics == [], diagnostics
    return elapsed


def close(client):
    client.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    client.read()
    client.send({"jsonrpc": "2.0", "method": "exit"})
    assert client.process.wait(30) == 0


def measure(servers, count, changes):
    """For each dialogc of `servers`, the change timings and CPU per change, changes taken in turn."""
    sessions = [opened(dialogc, count) for dialogc in servers]
    timings = [[] for _ in servers]
    cpu_before = [cpu_seconds(client.process.pid) for client, _, _ in sessions]
    for version in range(2, changes + 2):
        for index, (client, uri, text) in enumerate(sessions):
            timings[index].append(change(client, uri, text, version))
    results = []
    for index, (client, _, _) in enumerate(sessions):
        after = cpu_seconds(client.process.pid)
        before = cpu_before[index]
        results.append((timings[index], None if before is None or after is None else (after - before) * 1000 / changes))
        close(client)
    return results


def lint_process(dialogc, count, runs):
    path = os.path.join("/tmp", "dialogc-lsp-latency-%d-%d.json" % (os.getpid(), count))
    with open(path, "w") as file:
        file.write(spec(count))
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([dialogc, "lint", path], stdout=subprocess.DEVNULL, check=True)
        timings.append((time.perf_counter() - start) * 1000)
    os.remove(path)
    return statistics.median(timings)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dialogc", default=os.path.join(ROOT, ".build", "release", "dialogc"))
    parser.add_argument("--before", help="a second dialogc to measure in the same run")
    parser.add_argument("--changes", type=int, default=50)
    parser.add_argument("--smoke", action="store_true", help="two changes per document, to keep the script working")
    arguments = parser.parse_args()
    changes = 2 if arguments.smoke else arguments.changes
    servers = [arguments.dialogc] + ([arguments.before] if arguments.before else [])
    print("| document | server | changes | change to diagnostics, median | p90 | server CPU per change | `dialogc lint` process, median |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for count in (10, 1000):
        results = measure(servers, count, changes)
        lint = lint_process(arguments.dialogc, count, changes)
        for name, (timings, cpu) in zip(["this" if arguments.before else "dialogc", "before"], results):
            timings.sort()
            p90 = timings[min(len(timings) - 1, int(len(timings) * 0.9))]
            print("| %s dialogs | %s | %d | %.1f ms | %.1f ms | %s | %.1f ms |" % (
                format(count, ","), name, changes, statistics.median(timings), p90,
                "n/a" if cpu is None else "%.1f ms" % cpu, lint))

if __name__ == "__main__":
    main()
