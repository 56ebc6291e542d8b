#!/usr/bin/env python3
"""Command-line fuzz harness of dialogc (issue 35): real command lines on real folders.

    python3 Tests/Fuzz/cli_fuzz.py [--seconds N] [--seed S] [--case K] [--dialogc PATH]
                                   [--work DIR] [--keep-going] [--case-timeout N]

The libFuzzer harnesses beside this file feed bytes to the library; this one drives the built
executable (default .build/debug/dialogc) the way people and build scripts do, because the
defects it looks for live in the command line: which files a command touches, how it writes
them, what it prints about it, and how it ends when a signal arrives.

For --seconds (default 60) it runs cases one after another. Case K of seed S is decided by a
random generator seeded with "S:K" alone, so `--seed S --case K` replays one case exactly (the
moment a signal lands is the only thing that varies between runs). Without --seed a seed is
drawn and printed first. Each case:

1. builds a fresh sandbox, ROOT/work being the working directory: a few specs copied from
   Specs/ (some reindented so `format` has work, some with modes 600, 664 or 444), invalid
   specs from Tests/Fixtures/CLI/, files of other tools (a hand-written out/index.html and
   SVG, a Sources/Dialogs.swift dialogc did not make, String Catalogs made by Xcode from
   Tests/Fixtures/), symbolic links to a spec, to folders and to nothing, a read-only folder,
   a regular file standing where a folder is expected, and a spec whose name is so long that
   no temporary file can be made beside it. The tests run as root in CI, where modes 444/555
   stop nothing; the last two tricks make writes fail for root too.
2. picks a plausible command line: validate, lint (--fix, --dry-run), generate swift,
   plan, preview, strings, format, diff, with the options of their --help and outputs that
   are short, deep, one-letter, relative, through '..', missing, a link, a file of another
   tool, or under a regular file. Sometimes it runs the command twice (the second run meets
   the first one's output and stamps).
3. sometimes sends SIGINT, SIGTERM or SIGHUP, after a random delay or as soon as a file in
   the sandbox is new or replaced (dialogc is writing then, with its handlers in place), and
   sometimes runs the command with SIGHUP ignored, as `nohup` does, before sending SIGHUP.
4. checks, against a snapshot of every path under ROOT (type, mode, link target, SHA-256 of
   the bytes) taken before the run:
   - no crash: no death by a signal the harness did not send (SIGILL, SIGSEGV, SIGABRT,
     SIGTRAP ...), no Swift "Fatal error" on standard error, no hang past --case-timeout;
   - the exit status is one the command documents (0, 1, 2), or death by the signal sent
     (or 128 + its number); a signal that was ignored must not end the process;
   - nothing changed outside the named outputs: the --output file or folder (and folders
     created to hold it), the --catalog file, and for format and --fix the contents of the
     spec files named; a spec rewritten keeps its type (a link stays a link) and its mode;
     a file of another tool at an output of generate, plan or preview (the --output file, or
     inside the --output folder) is left alone unless --force is given;
   - with --check or --dry-run nothing changes at all;
   - no dialogc temporary file (.NAME.dialogc-PID.tmp) is left behind, signal or not;
   - exit 0 with --output FILE leaves that file;
   - no success line when a write failed: `format` reports as reformatted exactly the files
     whose bytes changed; `strings` prints no added/revised/stale/updated line and no
     "created"/"updated" note, and --fix no "applied" note, when it exits 2 for a write.

The first failure prints the seed, the case, the replay command, the command line, the
sandbox's setup and what broke, keeps the sandbox and ends the run with exit status 1
(--keep-going runs on to the end and lists every failure, for a long hunting run). A passing
run removes its sandboxes and prints `cli: N cases, 0 failures` and then a `stats:` line that
Tests/Fuzz/run.sh puts in its table. Exit status 2 means the harness could not run (no
executable, bad arguments).

Python 3 standard library only; nothing outside the repository (no ../shared).
"""

import argparse
import hashlib
import json
import os
import random
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Signals that mean the program crashed rather than being asked to stop.
CRASH_SIGNALS = {signal.SIGILL, signal.SIGSEGV, signal.SIGABRT, signal.SIGTRAP, signal.SIGBUS, signal.SIGFPE}
SENT_SIGNALS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]
TEMPORARY = re.compile(r"^\..*\.dialogc-[0-9]+\.tmp$")
# A name of 240 characters is a legal spec, but `.NAME.dialogc-PID.tmp` beside it is over the
# 255 bytes a file name may have: the one write failure that root cannot override.
LONG_NAME = "l" * 235 + ".json"
# Mostly real values of the commands' --help, a few wrong ones for the usage errors.
DEVICES = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-air", "iphone-15-landscape", "320x480", "9x9", "nokia-3310"]
TEXT_SIZES = ["xSmall", "large", "xxxLarge", "AX5", "huge"]
REPORT_FORMATS = ["text", "json", "sarif", "github", "junit", "xml"]
DIFF_FORMATS = ["text", "json", "markdown", "github", "sarif", "html"]
PSEUDO_LOCALES = ["double-length", "accented", "right-to-left"]


def sha(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:16]


def snapshot(root):
    """Every path under root (root itself excluded), as (type, mode, link target or content hash)."""
    entries = {}
    for folder, directories, files in os.walk(root, followlinks=False):
        for name in directories + files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            info = os.lstat(path)
            mode = stat.S_IMODE(info.st_mode)
            if stat.S_ISLNK(info.st_mode):
                entries[rel] = ("link", mode, os.readlink(path))
            elif stat.S_ISDIR(info.st_mode):
                entries[rel] = ("folder", mode, None)
            elif stat.S_ISREG(info.st_mode):
                try:
                    entries[rel] = ("file", mode, sha(path))
                except OSError as error:
                    entries[rel] = ("file", mode, "unreadable: %s" % error.strerror)
            else:
                entries[rel] = ("other", mode, None)
    return entries


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "signal %d" % number


def describe(entry):
    if entry is None:
        return "nothing"
    kind, mode, detail = entry
    if kind == "link":
        return "link -> %s" % detail
    if kind == "file":
        return "file %o sha %s" % (mode, detail)
    return "%s %o" % (kind, mode)


def make_writable(root):
    """Lets a sandbox be removed when not root: read-only folders are made writable first."""
    for folder, directories, _ in os.walk(root):
        for name in directories:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o755)


def remove_tree(root):
    if os.path.isdir(root):
        make_writable(root)
        shutil.rmtree(root, ignore_errors=True)


class Sandbox:
    """One case's folder: what is in it, and which of its files belong to other tools."""

    def __init__(self, root, rng):
        self.root = root
        self.work = os.path.join(root, "work")
        self.rng = rng
        self.notes = []  # the setup, printed with a failure
        self.foreign = set()  # root-relative files other tools made; never dialogc's to replace
        self.spec_names = []
        self.dialog_ids = []
        os.makedirs(self.work)
        self.build()

    def note(self, text):
        self.notes.append(text)

    def path(self, rel):
        return os.path.join(self.work, rel)

    def write(self, rel, data, mode=0o644, foreign=False):
        path = self.path(rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data if isinstance(data, bytes) else data.encode())
        os.chmod(path, mode)
        if foreign:
            self.foreign.add(os.path.relpath(path, self.root))

    def link(self, rel, target):
        path = self.path(rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(target, path)
        self.note("work/%s -> %s" % (rel, target))

    def build(self):
        rng = self.rng
        specs = sorted(name for name in os.listdir(os.path.join(REPO, "Specs")) if name.endswith(".json"))
        chosen = rng.sample(specs, rng.randint(2, 4))
        for name in chosen:
            with open(os.path.join(REPO, "Specs", name), "rb") as handle:
                data = handle.read()
            document = json.loads(data)
            self.dialog_ids += [dialog.get("id") for dialog in document.get("dialogs", []) if isinstance(dialog, dict)]
            layout = rng.choice(["as is", "as is", "indent 4", "minified"])
            if layout == "indent 4":
                data = (json.dumps(document, indent=4, ensure_ascii=False) + "\n").encode()
            elif layout == "minified":
                data = json.dumps(document, separators=(",", ":"), ensure_ascii=False).encode()
            mode = rng.choice([0o644, 0o644, 0o600, 0o664, 0o444])
            # Schemas/ sits beside Specs/ in the repository; the sandbox has none, which is fine.
            self.write("Specs/" + name, data, mode)
            self.spec_names.append(name)
            self.note("work/Specs/%s (%s, mode %o)" % (name, layout, mode))
        if rng.random() < 0.3:
            with open(os.path.join(REPO, "Specs", chosen[0]), "rb") as handle:
                data = handle.read()
            document = json.loads(data)
            # Ids of its own, or every run with Specs/ would stop at duplicate ids before writing.
            for dialog in document.get("dialogs", []):
                if isinstance(dialog, dict) and isinstance(dialog.get("id"), str):
                    dialog["id"] = "long-" + dialog["id"]
            self.write("Specs/" + LONG_NAME, json.dumps(document, indent=3).encode())
            self.note("work/Specs/%s... (%d-character name: no temporary file fits beside it)" % (LONG_NAME[:12], len(LONG_NAME)))
        fixtures = os.path.join(REPO, "Tests", "Fixtures")
        # Specs that format and --fix change, and ones with errors.
        for rel, source in [("more/messy.json", "CLI/format/messy.json"), ("more/typos.json", "CLI/fix/typos.json"),
                            ("bad/broken.json", "CLI/errors/broken.json"), ("bad/account.json", "CLI/errors/account.json")]:
            if rng.random() < 0.6:
                with open(os.path.join(fixtures, source), "rb") as handle:
                    mode = rng.choice([0o644, 0o600, 0o664])
                    self.write(rel, handle.read(), mode)
                    self.note("work/%s (from Tests/Fixtures/%s, mode %o)" % (rel, source, mode))
        if rng.random() < 0.3:
            self.link("bad/dangling.json", "nowhere.json")
        # Links to a spec and to folders.
        self.link("linked.json", "Specs/" + chosen[0])
        self.link("SpecsLink", "Specs")
        # Files of other tools.
        if rng.random() < 0.8:
            self.write("out/index.html", "<!doctype html>\n<title>Our team's page</title>\n<p>Written by hand.</p>\n",
                       foreign=True)
            self.note("work/out/index.html (hand-written)")
            device = rng.choice(["iphone-se", "iphone-15"])
            dialog = rng.choice(self.dialog_ids) if self.dialog_ids else "x"
            self.write("out/%s/%s.svg" % (device, dialog),
                       '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><!-- drawn by hand --></svg>\n',
                       foreign=True)
            self.note("work/out/%s/%s.svg (drawn by hand)" % (device, dialog))
            self.link("out-link", "out")
        if rng.random() < 0.8:
            self.write("Sources/Dialogs.swift", "// Written by hand, not by dialogc.\nenum Dialogs {}\n", foreign=True)
            self.note("work/Sources/Dialogs.swift (hand-written)")
            self.link("foreign-link.swift", "Sources/Dialogs.swift")
        catalogs = [os.path.join(fixtures, "xcstrings", name) for name in ("plain.xcstrings", "plural.xcstrings", "substitutions.xcstrings")]
        if rng.random() < 0.7:
            catalog = rng.choice(catalogs)
            with open(catalog, "rb") as handle:
                self.write("Localizable.xcstrings", handle.read(), rng.choice([0o644, 0o664, 0o600]))
            self.note("work/Localizable.xcstrings (Xcode's, from %s)" % os.path.relpath(catalog, REPO))
        if rng.random() < 0.4:
            with open(rng.choice(catalogs), "rb") as handle:
                self.write("App/L.xcstrings", handle.read())
            self.note("work/App/L.xcstrings (Xcode's)")
        # A regular file where a folder is expected: writing under it fails, root or not.
        self.write("blocker", "not a folder\n")
        self.note("work/blocker (a regular file)")
        if rng.random() < 0.5:
            # A read-only folder with a read-only spec (stops only a user that is not root).
            with open(os.path.join(REPO, "Specs", chosen[-1]), "rb") as handle:
                self.write("locked/spec.json", json.dumps(json.loads(handle.read()), indent=8).encode(), 0o444)
            os.chmod(self.path("locked"), 0o555)
            self.note("work/locked/ (mode 555) with spec.json (444, indent 8)")
        if rng.random() < 0.2:
            # A preview output folder whose device folder is a file.
            self.write("clash/iphone-se", "a file where preview wants a folder\n")
            self.note("work/clash/iphone-se (a regular file)")


class Command:
    """A command line and what it may change."""

    def __init__(self, name, argv):
        self.name = name
        self.argv = argv
        self.output_files = []  # work-relative
        self.output_folders = []
        self.rewrites = []  # positional paths whose specs may be rewritten in place
        self.check = False  # writes nothing at all
        self.force = False
        self.protects_foreign = False  # whether files of other tools in the outputs must stay
        self.write_note = None  # a success note that must not follow a failed write

    def __str__(self):
        return " ".join(quote(word) for word in ["dialogc"] + self.argv)


def quote(word):
    return word if re.match(r"^[A-Za-z0-9_./=:+-]+$", word) else "'" + word.replace("'", "'\\''") + "'"


def positional_paths(rng, box, valid_only=False):
    choices = ["Specs", "Specs", "Specs/" + box.spec_names[0], "linked.json", "SpecsLink"]
    if valid_only:
        # One of them: two would name a spec twice, and its ids would clash with themselves.
        return [] if rng.random() < 0.3 else [rng.choice(choices)]
    choices += ["more", "more/messy.json", "more/typos.json", "bad", "bad/broken.json", "locked", "missing.json",
                "../outside.json", "Specs/" + box.spec_names[-1]]
    if rng.random() < 0.15:
        return []  # dialogc's default, Specs
    count = rng.choice([1, 1, 1, 2, 3])
    return [rng.choice(choices) for _ in range(count)]


def output_file(rng, name):
    return rng.choice([name, "x/" + name, "a/b/" + name, "deep/er/and/deeper/" + name, "../" + name,
                       "./" + name, "blocker/" + name, "out/" + name, "Sources/" + name, "out-link/" + name,
                       "Specs/" + name, "l" * 250 + "/" + name])


def add_force(rng, command):
    """generate, plan and preview replace a file they did not write only with --force (a build
    without it for plan or preview stops at the unknown option, which is fine too)."""
    if rng.random() < 0.25:
        command.argv.append("--force")
        command.force = True
    command.protects_foreign = not command.force


def pick_command(rng, box):
    kind = rng.choice(["validate", "lint", "lint --fix", "generate", "generate", "plan", "preview", "preview",
                       "strings", "strings", "format", "format", "diff"])
    if kind in ("validate", "lint", "lint --fix"):
        base = kind.split()[0]
        command = Command(kind, [base])
        if kind == "lint --fix" or (base == "validate" and rng.random() < 0.2):
            command.argv.append("--fix")
            if rng.random() < 0.3:
                command.argv.append("--dry-run")
                command.check = True
            else:
                command.write_note = "note: applied"
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            command.argv += ["--format", rng.choice(REPORT_FORMATS)]
            if rng.random() < 0.6:
                path = output_file(rng, rng.choice(["report.txt", "r.sarif", "index.html", "Dialogs.swift"]))
                command.argv += ["--output", path]
                command.output_files.append(path)
        if rng.random() < 0.2:
            command.argv.append("--strict")
        if base == "lint":
            # The catalog and baseline read here are inputs: only --write-baseline is an output.
            if rng.random() < 0.2:
                command.argv += ["--catalog", rng.choice(["Localizable.xcstrings", "App/L.xcstrings"])]
                if rng.random() < 0.5:
                    command.argv += ["--locale", rng.choice(["de", "fr", "en"])]
            if rng.random() < 0.1:
                command.argv += ["--pseudo-locale", rng.choice(PSEUDO_LOCALES)]
            if rng.random() < 0.15:
                path = output_file(rng, rng.choice(["baseline.json", "index.html"]))
                command.argv += ["--write-baseline", path]
                command.output_files.append(path)
        paths = positional_paths(rng, box)
        command.argv += paths
        if "--fix" in command.argv and not command.check:
            command.rewrites = paths or ["Specs"]
        return command
    if kind == "generate":
        command = Command("generate swift", ["generate", "swift"])
        output = rng.choice([
            output_file(rng, "Dialogs.swift"), output_file(rng, "Dialogs.swift"), "Gen", "Sources", "a/b",
            "foreign-link.swift", "x", "../gen", "out", "blocker", None])
        if output is not None:
            command.argv += ["--output", output]
            if output.endswith(".swift"):
                command.output_files.append(output)
            else:
                command.output_folders.append(output)
        if rng.random() < 0.25:
            command.argv.append("--check")
            command.check = True
        add_force(rng, command)
        for option, values in [("--access", ["public", "internal", "open"]), ("--namespace", ["Dialogs", "AppDialogs", "1x"]),
                               ("--localization", ["bundle", "none"])]:
            if rng.random() < 0.15:
                command.argv += [option, rng.choice(values)]
        if rng.random() < 0.1:
            command.argv.append("--lint")
        command.argv += positional_paths(rng, box, valid_only=rng.random() < 0.7)
        return command
    if kind == "plan":
        command = Command("plan", ["plan"])
        if rng.random() < 0.5:
            command.argv += ["--device", rng.choice(DEVICES)]
        if rng.random() < 0.3:
            command.argv += ["--text-size", rng.choice(TEXT_SIZES)]
        if rng.random() < 0.15:
            command.argv += ["--pseudo-locale", rng.choice(PSEUDO_LOCALES)]
        if rng.random() < 0.7:
            path = output_file(rng, rng.choice(["plan.json", "Dialogs.swift", "index.html"]))
            command.argv += ["--output", path]
            command.output_files.append(path)
        add_force(rng, command)
        command.argv += positional_paths(rng, box, valid_only=rng.random() < 0.7)
        return command
    if kind == "preview":
        command = Command("preview", ["preview"])
        output = rng.choice(["out", "out", "out-link", "preview", "p", "a/b", "../up", "blocker/p", "clash", "Sources/Dialogs.swift", None])
        if output is not None:
            command.argv += ["--output", output]
            command.output_folders.append(output)
        add_force(rng, command)
        for _ in range(rng.choice([0, 0, 1, 2])):
            command.argv += ["--device", rng.choice(DEVICES[:6])]
        if rng.random() < 0.2:
            command.argv += ["--text-size", rng.choice(TEXT_SIZES)]
        if rng.random() < 0.15:
            command.argv += ["--catalog", "Localizable.xcstrings"]
        if rng.random() < 0.1:
            command.argv += ["--pseudo-locale", rng.choice(PSEUDO_LOCALES)]
        if rng.random() < 0.1:
            command.argv += ["--compare", rng.choice(["Specs", "more", "linked.json"])]
        command.argv += positional_paths(rng, box, valid_only=rng.random() < 0.7)
        return command
    if kind == "strings":
        command = Command("strings", ["strings"])
        catalog = rng.choice(["Localizable.xcstrings", "Localizable.xcstrings", "App/L.xcstrings", "New.xcstrings",
                              "blocker/L.xcstrings", "../L.xcstrings", "x/L.xcstrings", "Specs/" + box.spec_names[0], None])
        if catalog is not None:
            command.argv += ["--catalog", catalog]
            command.output_files.append(catalog)
        if rng.random() < 0.25:
            command.argv.append("--check")
            command.check = True
        command.write_note = "strings"
        command.argv += positional_paths(rng, box, valid_only=rng.random() < 0.7)
        return command
    if kind == "format":
        command = Command("format", ["format"])
        paths = positional_paths(rng, box)
        if rng.random() < 0.25:
            command.argv.append("--check")
            command.check = True
        elif rng.random() < 0.1:
            command.argv.append("--stdout")
            command.check = True  # writes to standard output only
        command.argv += paths
        if not command.check:
            command.rewrites = paths or ["Specs"]
            command.write_note = "format"
        return command
    command = Command("diff", ["diff"])
    for _ in range(rng.choice([0, 1])):
        command.argv += ["--format", rng.choice(DIFF_FORMATS)]
        if rng.random() < 0.5:
            path = output_file(rng, rng.choice(["diff.html", "index.html"]))
            command.argv += ["--output", path]
            command.output_files.append(path)
    if rng.random() < 0.2:
        command.argv += ["--fail-on", rng.choice(["breaking", "behaviour", "text", "visual", "delivered", "added"])]
    if rng.random() < 0.15:
        command.argv += ["--device", rng.choice(DEVICES[:6])]
    pair = rng.choice([["Specs/" + box.spec_names[0], "Specs/" + box.spec_names[-1]], ["Specs", "SpecsLink"],
                       ["linked.json", "Specs/" + box.spec_names[0]], ["bad", "Specs"], ["Specs"], ["--against", "HEAD"]])
    command.argv += pair
    return command


def under(rel, folder):
    return rel == folder or rel.startswith(folder + os.sep)


class Verdict:
    def __init__(self):
        self.problems = []

    def fail(self, text):
        self.problems.append(text)


def allowed_paths(box, command):
    """Root-relative paths the command may change: (exact entries, whole folders, spec contents,
    and the specs named as a list in which a file named twice, e.g. through a link, counts twice)."""
    root = os.path.realpath(box.root)
    exact, folders, named_specs = set(), set(), []

    def rel(path):
        return os.path.relpath(path, root)

    def named(work_rel):
        # The path as written and the path it resolves to (through links such as out-link).
        lexical = os.path.normpath(os.path.join(box.work, work_rel))
        return {rel(lexical), rel(os.path.join(os.path.realpath(os.path.dirname(lexical)), os.path.basename(lexical))),
                rel(os.path.realpath(lexical))}

    for path in command.output_files:
        exact |= named(path)
    for path in command.output_folders:
        folders |= named(path)
    for path in command.rewrites:
        start = os.path.join(box.work, path)
        if os.path.isdir(start):
            entered = set()
            for folder, directories, files in os.walk(start, followlinks=True):
                # Each real folder once, so a link loop cannot keep the walk going.
                real = os.path.realpath(folder)
                if real in entered:
                    directories[:] = []
                    continue
                entered.add(real)
                for name in files:
                    if name.endswith(".json"):
                        named_specs.append(rel(os.path.realpath(os.path.join(folder, name))))
        elif os.path.exists(start):
            named_specs.append(rel(os.path.realpath(start)))
    contents = set(named_specs)
    return exact, folders, contents, named_specs


def judge(box, command, before, after, result, verdict):
    """The oracles on what a run changed, printed and returned."""
    rc, sent, ignored, stdout, stderr = result["rc"], result["sent"], result["ignored"], result["stdout"], result["stderr"]
    if result["timed_out"]:
        verdict.fail("hung: still running after %s s (killed)" % result["timeout"])
        return
    if rc < 0:
        number = -rc
        if number == sent and not ignored:
            pass
        elif number == sent and ignored:
            verdict.fail("killed by %s, which it inherited as ignored (as under nohup)" % signal_name(number))
        else:
            verdict.fail("crashed: killed by %s%s" % (signal_name(number), "" if sent is None else " (sent %s)" % signal_name(sent)))
    elif sent is not None and ignored and rc == 128 + sent:
        verdict.fail("exit status %d for %s, which it inherited as ignored (as under nohup)" % (rc, signal_name(sent)))
    elif rc not in (0, 1, 2) and not (sent is not None and rc == 128 + sent):
        verdict.fail("exit status %d is not one the command documents (0, 1, 2)" % rc)
    if "Fatal error" in stderr:
        line = next(line for line in stderr.splitlines() if "Fatal error" in line)
        verdict.fail("Swift runtime error on standard error: %s" % line.strip())

    exact, folders, contents, named_specs = allowed_paths(box, command)
    created_folders = set()
    for rel_path in exact | folders:
        parent = os.path.dirname(rel_path)
        while parent and parent not in before:
            created_folders.add(parent)
            parent = os.path.dirname(parent)
    changed = sorted(set(before) | set(after))
    changed = [path for path in changed if before.get(path) != after.get(path)]
    for path in changed:
        old, new = before.get(path), after.get(path)
        name = os.path.basename(path)
        if new is not None and TEMPORARY.match(name):
            verdict.fail("temporary file left behind: %s" % path)
            continue
        if command.check:
            verdict.fail("changed %s although nothing may change: %s -> %s" % (path, describe(old), describe(new)))
            continue
        if path in box.foreign and command.protects_foreign and (path in exact or any(under(path, f) for f in folders)):
            verdict.fail("replaced %s, a file of another tool, without --force: %s -> %s" % (path, describe(old), describe(new)))
            continue
        if path in exact or any(under(path, folder) for folder in folders):
            continue
        if path in created_folders and old is None and new is not None and new[0] == "folder":
            continue
        if path in contents and old is not None and new is not None:
            if old[0] == new[0] and old[1] == new[1]:
                continue
            if old[0] == new[0]:
                verdict.fail("rewrote spec %s and changed its mode from %o to %o" % (path, old[1], new[1]))
            else:
                verdict.fail("rewrote spec %s and made a %s of it: %s -> %s" % (path, new[0], describe(old), describe(new)))
            continue
        verdict.fail("changed %s, which is no named output: %s -> %s" % (path, describe(old), describe(new)))
    # A link a spec was named through must stay a link.
    for rel_path in command.rewrites:
        lexical = os.path.relpath(os.path.normpath(os.path.join(box.work, rel_path)), box.root)
        old, new = before.get(lexical), after.get(lexical)
        if old is not None and old[0] == "link" and old != new and not command.check:
            already = any(lexical in problem for problem in verdict.problems)
            if not already:
                verdict.fail("replaced the link %s: %s -> %s" % (lexical, describe(old), describe(new)))

    if rc == 0 and sent is None:
        for rel_path in command.output_files:
            if not os.path.isfile(os.path.join(box.work, rel_path)) and not command.check:
                verdict.fail("exit 0, but --output/--catalog %s is no file" % rel_path)
    # Which write failed matters: `lint --fix --write-baseline` may apply its fixes, say so, and
    # then fail to write the baseline.
    def write_failed(what):
        return rc == 2 and ("error: cannot write %s" % what) in stderr
    # `format` says how many files it reformatted and `--fix` to how many files it applied fixes.
    claims = {"format": (r"note: reformatted (\d+|no) files? of \d+", "reformatted %d"),
              "note: applied": (r"note: applied \d+ fix(?:es)? to (\d+|no) files?", "applied fixes to %d files")}
    if command.write_note in claims and rc >= 0:
        pattern, wording = claims[command.write_note]
        match = re.search(pattern, stderr)
        if match:
            claimed = 0 if match.group(1) == "no" else int(match.group(1))
            # One file named twice (`format linked.json Specs/a.json`) may be counted twice, so
            # the claim lies between the files that changed and the names that lead to them.
            fewest = sum(1 for path in contents if before.get(path) != after.get(path))
            most = sum(1 for path in named_specs if before.get(path) != after.get(path))
            if not fewest <= claimed <= most:
                verdict.fail("says '%s' but %d spec files changed on disk" % (wording % claimed, fewest))
    if write_failed("the catalog") and command.write_note == "strings":
        lines = [line for line in stdout.splitlines() if re.match(r"^\s*(added|revised|stale|updated)\b", line)]
        notes = [line for line in stderr.splitlines() if re.match(r"^note: (created|updated) ", line)]
        if lines or notes:
            verdict.fail("exit 2 for a write that failed, yet printed success: %s" % (lines + notes)[0])
    if write_failed("the fixed file") and command.write_note == "note: applied" and "note: applied" in stderr:
        verdict.fail("exit 2 for a write that failed, yet printed 'note: applied'")


def file_states(root):
    """Each regular file under root with its inode and modification time: cheap enough to poll."""
    states = {}
    pending = [root]
    while pending:
        try:
            entries = list(os.scandir(pending.pop()))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    pending.append(entry.path)
                elif entry.is_file(follow_symlinks=False):
                    info = entry.stat(follow_symlinks=False)
                    states[entry.path] = (info.st_ino, info.st_mtime_ns)
            except OSError:
                continue
    return states


def wait_for_first_write(process, root, baseline, limit):
    """Spins until a file in the sandbox is new or replaced, i.e. dialogc has begun writing (its
    signal handlers are in place from the first write on); false when the process ended first or
    the limit passed. A file is written in well under a millisecond, so a signal sent now often
    lands in the middle of a later write, with its temporary file open."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and process.poll() is None:
        if file_states(root) != baseline:
            return process.poll() is None
    return False


def run_once(dialogc, box, command, rng, timeout):
    """Runs the command in the sandbox, maybe with a signal; returns what happened."""
    sent = None
    ignored = False
    roll = rng.random()
    # A debug build runs a case in 40 to 500 ms, and the writes come last; squaring favours the
    # first tenths of a second while still reaching later moments.
    delay = rng.random() ** 2 * 0.3
    # Half the signals wait instead for the first file written: the moment writing is under way,
    # which a random delay hits only now and then.
    at_write = rng.random() < 0.5
    if roll < 0.18:
        sent = rng.choice(SENT_SIGNALS)
    elif roll < 0.3:
        sent, ignored = signal.SIGHUP, True
    environment = dict(os.environ)
    # A crash must end the process at once, not after minutes of symbolication by the backtracer.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["NO_COLOR"] = "1"
    environment["LC_ALL"] = "C.UTF-8"
    # `diff --against` runs git, which would find the repository above a sandbox kept under
    # .build/fuzz (run.sh's place) and compare with its HEAD: the case would depend on where
    # it runs. No repository above the sandbox's folder, then, and none named by the caller.
    environment["GIT_CEILING_DIRECTORIES"] = os.path.dirname(os.path.realpath(box.root))
    for name in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        environment.pop(name, None)

    def before_exec():
        os.setsid()
        signal.signal(signal.SIGHUP, signal.SIG_IGN if ignored else signal.SIG_DFL)

    out_path = os.path.join(box.root, "..", os.path.basename(box.root) + ".stdout")
    err_path = os.path.join(box.root, "..", os.path.basename(box.root) + ".stderr")
    baseline = file_states(box.root) if sent is not None and at_write else None
    started = time.monotonic()
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        process = subprocess.Popen([dialogc] + command.argv, cwd=box.work, stdin=subprocess.DEVNULL, stdout=out,
                                   stderr=err, env=environment, preexec_fn=before_exec)
        delivered = None
        timed_out = False
        # An interrupted harness must not leave a child running in its own session.
        try:
            if sent is not None and at_write:
                if wait_for_first_write(process, box.root, baseline, min(timeout, 5.0)):
                    process.send_signal(sent)
                    delivered = sent
            elif sent is not None:
                try:
                    process.wait(timeout=delay)
                except subprocess.TimeoutExpired:
                    process.send_signal(sent)
                    delivered = sent
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            timed_out = True
        except BaseException:
            process.kill()
            process.wait()
            raise
    elapsed = time.monotonic() - started
    with open(out_path, "rb") as handle:
        stdout = handle.read().decode("utf-8", "replace")
    with open(err_path, "rb") as handle:
        stderr = handle.read().decode("utf-8", "replace")
    os.unlink(out_path)
    os.unlink(err_path)
    return {"rc": process.returncode, "sent": delivered, "ignored": ignored and delivered is not None,
            "planned": (sent, ignored, None if at_write else delay), "stdout": stdout, "stderr": stderr, "timed_out": timed_out,
            "timeout": timeout, "elapsed": elapsed}


def run_case(options, seed, case, base):
    rng = random.Random("%s:%d" % (seed, case))
    root = os.path.join(base, "case-%d" % case)
    remove_tree(root)
    os.makedirs(root)
    box = Sandbox(root, rng)
    command = pick_command(rng, box)
    runs = 2 if rng.random() < 0.2 else 1
    report = {"command": command, "box": box, "runs": [], "problems": []}
    for _ in range(runs):
        before = snapshot(box.root)
        result = run_once(options.dialogc, box, command, rng, options.case_timeout)
        after = snapshot(box.root)
        verdict = Verdict()
        judge(box, command, before, after, result, verdict)
        report["runs"].append(result)
        if verdict.problems:
            report["problems"] = verdict.problems
            break
    return report


def print_failure(options, seed, case, report, stream):
    command, box = report["command"], report["box"]
    result = report["runs"][-1]
    sent, ignored, delay = result["planned"]
    print("FAILURE in case %d of seed %s" % (case, seed), file=stream)
    print("  replay:  python3 Tests/Fuzz/cli_fuzz.py --seed %s --case %d --dialogc %s" % (seed, case, options.dialogc), file=stream)
    print("  command: (cd %s && %s)" % (box.work, command), file=stream)
    if len(report["runs"]) > 1:
        print("  (the second run of it; the first passed)", file=stream)
    if sent is not None:
        moment = "once the first file was written" if delay is None else "after %.3f s" % delay
        print("  signal:  %s %s%s%s" % (signal_name(sent), moment, " with SIGHUP ignored (nohup)" if ignored else "",
                                                "" if result["sent"] else " (not sent: the run had ended)"), file=stream)
    print("  exit:    %s after %.2f s" % (result["rc"] if result["rc"] >= 0 else "killed by %s" % signal_name(-result["rc"]),
                                         result["elapsed"]), file=stream)
    print("  sandbox (kept): %s" % box.root, file=stream)
    for line in box.notes:
        print("    " + line, file=stream)
    print("  what broke:", file=stream)
    for problem in report["problems"]:
        print("    - " + problem, file=stream)
    for name in ("stdout", "stderr"):
        text = result[name].strip()
        if text:
            lines = text.splitlines()
            shown = lines[:12] + (["... (%d more lines)" % (len(lines) - 12)] if len(lines) > 12 else [])
            print("  %s:" % name, file=stream)
            for line in shown:
                print("    | " + line[:300], file=stream)


def signature(report):
    """What makes two failures the same defect, for the --keep-going summary."""
    first = report["problems"][0]
    first = re.sub(r"sha [0-9a-f]+", "sha …", first)
    first = re.sub(r"case-\d+", "case-N", first)
    first = re.sub(r"work/[^\s:]+", "PATH", first)
    first = re.sub(r"link -> \S+", "link", first)
    first = re.sub(r"printed success: .*", "printed success", first)
    first = re.sub(r"'(reformatted|applied fixes to) \d+( files)?' but \d+", r"'\1 N\2' but M", first)
    first = re.sub(r"exit \d+ for", "exit 2 for", first)
    return "%s: %s" % (report["command"].name, first[:160])


def main():
    parser = argparse.ArgumentParser(description="Command-line fuzz harness of dialogc (see the top of this file).")
    parser.add_argument("--seconds", type=float, default=60, help="how long to run (default 60)")
    parser.add_argument("--seed", help="the run's seed (default: drawn and printed)")
    parser.add_argument("--case", type=int, help="run only this case of the seed (a replay)")
    parser.add_argument("--dialogc", default=os.path.join(REPO, ".build", "debug", "dialogc"), help="the executable")
    parser.add_argument("--work", help="where the sandboxes go (default: a new folder under the temp dir)")
    parser.add_argument("--case-timeout", type=float, default=30, help="a run taking longer is a hang (default 30 s)")
    parser.add_argument("--keep-going", action="store_true", help="run to the end and list every failure")
    options = parser.parse_args()
    # `kill PID` of the harness (a CI timeout) ends it through its cleanup, which kills the
    # running dialogc instead of leaving it to finish in its own session.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    options.dialogc = os.path.abspath(options.dialogc)
    if not os.access(options.dialogc, os.X_OK):
        print("error: no dialogc executable at %s (run 'swift build' or give --dialogc)" % options.dialogc, file=sys.stderr)
        return 2
    seed = options.seed if options.seed is not None else str(random.SystemRandom().randrange(10 ** 9))
    base = os.path.abspath(options.work) if options.work else tempfile.mkdtemp(prefix="dialogc-cli-fuzz-")
    os.makedirs(base, exist_ok=True)
    print("cli: seed %s, %s, sandboxes in %s, %s%s" % (
        seed, "case %d" % options.case if options.case is not None else "%g s" % options.seconds, base, options.dialogc,
        " (as root: modes 444/555 stop nothing, so writes are also made to fail by other means)" if os.geteuid() == 0 else ""),
        flush=True)
    # The time limit is checked before each case; a case is bounded by --case-timeout per run.
    deadline = time.monotonic() + options.seconds
    started = time.monotonic()
    cases, signals, failures = 0, 0, []
    kinds, outcomes = {}, {}
    case = options.case if options.case is not None else 0
    while True:
        report = run_case(options, seed, case, base)
        cases += 1
        signals += sum(1 for run in report["runs"] if run["sent"] is not None)
        for run in report["runs"]:
            rc = run["rc"]
            outcome = "%s %s" % (report["command"].name, rc if rc >= 0 else signal_name(-rc))
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
        kinds[report["command"].name] = kinds.get(report["command"].name, 0) + 1
        if report["problems"]:
            failures.append((case, report))
            print_failure(options, seed, case, report, sys.stdout)
            sys.stdout.flush()
            if not options.keep_going:
                break
        else:
            remove_tree(report["box"].root)
        case += 1
        if options.case is not None or time.monotonic() >= deadline:
            break
    elapsed = time.monotonic() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    if failures and options.keep_going:
        groups = {}
        for number, report in failures:
            groups.setdefault(signature(report), []).append(number)
        # One sandbox per kind of failure is enough to look at; a long run would keep thousands.
        for numbers in groups.values():
            for number in numbers[1:]:
                remove_tree(os.path.join(base, "case-%d" % number))
        print("distinct failures (cases of seed %s):" % seed)
        for key, numbers in sorted(groups.items(), key=lambda item: -len(item[1])):
            print("  %4d x %s   e.g. --case %d" % (len(numbers), key, numbers[0]))
    if not failures and options.work is None:
        shutil.rmtree(base, ignore_errors=True)
    # How the runs ended, so a reader can see that every command reached its writes.
    print("outcomes: " + ", ".join("%s: %d" % item for item in sorted(outcomes.items())))
    print("cli: %d cases, %d failures" % (cases, len(failures)))
    print("stats: cases=%d seconds=%.0f per_second=%.1f signals=%d peak_rss_mb=%d seed=%s commands=%s" % (
        cases, elapsed, cases / elapsed if elapsed > 0 else 0, signals, peak, seed,
        ",".join("%s:%d" % (name.replace(" ", "-"), count) for name, count in sorted(kinds.items()))))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
