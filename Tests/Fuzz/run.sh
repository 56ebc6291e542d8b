#!/usr/bin/env bash
# Builds the libFuzzer harnesses of dialogc and runs each for a while, then the command-line harness.
#
#   Tests/Fuzz/run.sh [SECONDS-PER-HARNESS] [HARNESS ...]
#
# SECONDS defaults to 60; HARNESS is any of reader, pipeline, generator, tokens, bundle, cli (default:
# all six, one after another). CI runs `bash Tests/Fuzz/run.sh 10` as a smoke; a long run is e.g.
# `bash Tests/Fuzz/run.sh 1200` (see Tests/Fuzz/RESULTS.md).
#
# `cli` is Tests/Fuzz/cli_fuzz.py: it runs the built executable ($DIALOGC_CLI_EXECUTABLE, default
# .build/debug/dialogc, built with `swift build --product dialogc` when missing) on random command
# lines in sandboxes under $DIALOGC_FUZZ_DIR/cli, with a seed drawn per run and printed in its log
# ($DIALOGC_CLI_FUZZ_SEED fixes it). It needs python3 but no libFuzzer: `run.sh 10 cli` builds no fuzzer.
# A failing case's sandbox is kept in $DIALOGC_FUZZ_DIR/cli/ and its replay command is printed.
#
# The harnesses are compiled with `swiftc -sanitize=fuzzer,address` from the DialogCompiler
# sources, once per version of the sources, into $DIALOGC_FUZZ_DIR (default
# /tmp/dialogc-fuzz). Corpora are seeded from Specs/, Tests/Fixtures/ (the regression inputs
# in Tests/Fixtures/Hostile/ among them, so every run replays them first) and
# ../shared/conformance/JSONTestSuite/test_parsing/, and kept between runs. The mutator uses
# Tests/Fuzz/dialogspec.dict.
#
# Exits 0 when every harness ran its time without a finding; otherwise non-zero, naming
# each crash, leak, timeout (over 5 s) or out-of-memory (over 2048 MB) and the input that
# caused it, left in $DIALOGC_FUZZ_DIR/artifacts/. Replay one with
# `$DIALOGC_FUZZ_DIR/build-*/<harness>-fuzzer <file>`.
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$(pwd)
seconds=${1:-60}
shift || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then harnesses=(reader pipeline generator tokens bundle cli); fi
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: Tests/Fuzz/run.sh [SECONDS-PER-HARNESS] [reader|pipeline|generator|tokens|bundle|cli ...]" >&2
    exit 2
fi
# The libFuzzer harnesses share a build and seeds; the command-line harness needs neither.
libfuzzer=false
for harness in "${harnesses[@]}"; do
    case "$harness" in
        reader | pipeline | generator | tokens | bundle) libfuzzer=true ;;
        cli) ;;
        *) echo "error: unknown harness '$harness' (expected reader, pipeline, generator, tokens, bundle or cli)" >&2; exit 2 ;;
    esac
done

work=${DIALOGC_FUZZ_DIR:-/tmp/dialogc-fuzz}
mkdir -p "$work/artifacts" "$work/logs"
# libFuzzer, not Swift's backtracer, must handle a trap: it saves the input and exits.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
symbolizer=$(dirname "$(command -v swiftc)")/llvm-symbolizer
if [ -x "$symbolizer" ]; then export ASAN_SYMBOLIZER_PATH="$symbolizer"; fi

# 1. The toolchain must be able to build a fuzzer at all.
if $libfuzzer; then
probe="$work/probe"
mkdir -p "$probe"
printf '%s\n' '@_cdecl("LLVMFuzzerTestOneInput")' \
    'public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }' > "$probe/probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe/probe.swift" -o "$probe/probe" > "$probe/log" 2>&1; then
    echo "error: this Swift toolchain cannot build libFuzzer harnesses (swiftc -sanitize=fuzzer,address):" >&2
    cat "$probe/log" >&2
    exit 2
fi

# 2. Build once per version of the sources, the harnesses and the flags.
flags=(-swift-version 6 -O -g -sanitize=fuzzer,address)
# The compiler's stages, with the layout engine first, in the order Package.swift declares them,
# which PackageGraphTests holds to their dependency order; each is built as a module of its own.
modules=()
while IFS= read -r module; do modules+=("$module"); done < <(
    swift package dump-package --scratch-path "$work/manifest" | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "regular":
        print(target["name"])')
[ "${modules[0]}" = DialogLayoutEngine ] && [ "${modules[-1]}" = DialogCompiler ] \
    || { echo "error: unexpected targets in Package.swift: ${modules[*]}" >&2; exit 2; }
all_sources=()
while IFS= read -r file; do all_sources+=("$file"); done < <(
    for module in "${modules[@]}"; do find "Sources/$module" -name '*.swift'; done | LC_ALL=C sort)
version=$( (printf '%s\n' "${flags[*]}" "${modules[*]}" "$(swiftc --version 2>&1)"; cat "${all_sources[@]}" Tests/Fuzz/*.swift) \
    | sha256sum | cut -c1-16)
build="$work/build-$version"
if [ ! -x "$build/bundle-fuzzer" ]; then
    echo "building the fuzzers into $build ..."
    rm -rf "$build.partial"
    mkdir -p "$build.partial"
    # -package-name: the stages see each other's `package` declarations, as under SwiftPM.
    libraries=()
    for module in "${modules[@]}"; do
        sources=()
        while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
        swiftc "${flags[@]}" -wmo -parse-as-library -package-name dialogc -module-name "$module" -emit-library -static \
            -I "$build.partial" -emit-module -emit-module-path "$build.partial/$module.swiftmodule" \
            -o "$build.partial/lib$module.a" "${sources[@]}"
        libraries=("-l$module" "${libraries[@]}")
    done
    for harness in reader pipeline generator tokens bundle; do
        harness_file=Tests/Fuzz/$(tr '[:lower:]' '[:upper:]' <<< "${harness:0:1}")${harness:1}Fuzzer.swift
        # The bundle harness is the app's side: the runtime alone, without the compiler's oracles.
        checks=(Tests/Fuzz/FuzzChecks.swift)
        if [ "$harness" = bundle ]; then checks=(); fi
        swiftc "${flags[@]}" -parse-as-library -package-name dialogc -I "$build.partial" -L "$build.partial" "${libraries[@]}" \
            "$harness_file" "${checks[@]}" -o "$build.partial/$harness-fuzzer" 2>&1 \
            | grep -v "Cannot export local symbol '__asan" || true
        test -x "$build.partial/$harness-fuzzer"
    done
    rm -rf "$build"
    mv "$build.partial" "$build"
fi

# 3. Seeds: the bundled specs, every test fixture, and the JSONTestSuite parsing cases.
seeds="$work/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
while IFS= read -r file; do
    cp "$file" "$seeds/$(echo "${file#./}" | tr '/' '_')"
done < <(find Specs Tests/Fixtures -name '*.json' -type f | LC_ALL=C sort)
# The bundle harness starts from bundles: that of Specs, with its translations, with its texts kept
# in the app's catalog, stamped as written.
if [[ " ${harnesses[*]} " == *" bundle "* ]]; then
    swift build --product dialogc > "$work/logs/bundle-seeds.log" 2>&1
    .build/debug/dialogc bundle --output "$seeds/bundle-specs.json" Specs > /dev/null
    .build/debug/dialogc bundle --locale ru --locale ja --locale ar --catalog Specs/localized/Localizable.xcstrings \
        --output "$seeds/bundle-localized.json" Specs/localized > /dev/null
    .build/debug/dialogc bundle --texts catalog --output "$seeds/bundle-catalog.json" Specs/localized > /dev/null
fi
suite="$root/../shared/conformance/JSONTestSuite/test_parsing"
if [ -d "$suite" ]; then
    cp "$suite"/*.json "$seeds/"
else
    echo "note: $suite is missing; seeding without the JSONTestSuite cases"
fi
fi # libfuzzer

# The command-line harness drives this executable.
cli_executable=${DIALOGC_CLI_EXECUTABLE:-$root/.build/debug/dialogc}
if [[ " ${harnesses[*]} " == *" cli "* ]] && [ ! -x "$cli_executable" ]; then
    if [ -n "${DIALOGC_CLI_EXECUTABLE:-}" ]; then
        echo "error: DIALOGC_CLI_EXECUTABLE=$cli_executable is not an executable" >&2
        exit 2
    fi
    echo "building $cli_executable for the cli harness ..."
    swift build --product dialogc
fi

# 4. Run each harness in turn; a finding fails the run but the others still run.
status=0
printf '%-10s %8s %12s %8s %7s %7s %14s %8s  %s\n' harness seconds executions exec/s cov ft corpus rss-mb result
for harness in "${harnesses[@]}"; do
    if [ "$harness" = cli ]; then
        log="$work/logs/cli.log"
        # Sandboxes a failed run kept would be mistaken for this run's.
        rm -rf "$work/cli"
        set +e
        python3 Tests/Fuzz/cli_fuzz.py --seconds "$seconds" --dialogc "$cli_executable" --work "$work/cli" \
            ${DIALOGC_CLI_FUZZ_SEED:+--seed "$DIALOGC_CLI_FUZZ_SEED"} > "$log" 2>&1
        result=$?
        set -e
        stats=$(grep -E '^stats: ' "$log" | tail -1 || true)
        execs=$(grep -oE 'cases=[0-9]+' <<< "$stats" | cut -d= -f2 || echo "?")
        rate=$(grep -oE 'per_second=[0-9.]+' <<< "$stats" | cut -d= -f2 || echo "?")
        rss=$(grep -oE 'peak_rss_mb=[0-9]+' <<< "$stats" | cut -d= -f2 || echo "?")
        seed=$(grep -oE 'seed=[0-9A-Za-z]+' <<< "$stats" | cut -d= -f2 || echo "?")
        # No coverage or corpus: the cases are drawn from the seed, not evolved.
        if [ $result -eq 0 ]; then verdict="ok (seed $seed)"; else verdict="FAILED (exit $result)"; status=1; fi
        printf '%-10s %8s %12s %8s %7s %7s %14s %8s  %s\n' cli "$seconds" "${execs:-?}" "${rate:-?}" - - - "${rss:-?}" "$verdict"
        if [ $result -ne 0 ]; then
            # The first failure, or whatever stopped the harness from running at all.
            if grep -q '^FAILURE' "$log"; then
                sed -n '/^FAILURE/,$p' "$log" | head -40 | sed 's/^/    /'
            else
                tail -5 "$log" | sed 's/^/    /'
            fi
            echo "    full log: $log; sandbox kept in $work/cli/"
        fi
        continue
    fi
    corpus="$work/corpus/$harness"
    mkdir -p "$corpus"
    log="$work/logs/$harness.log"
    set +e
    "$build/$harness-fuzzer" "$corpus" "$seeds" -dict=Tests/Fuzz/dialogspec.dict \
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=32768 \
        -artifact_prefix="$work/artifacts/$harness-" -print_final_stats=1 > "$log" 2>&1
    result=$?
    set -e
    stats=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
    execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
    rate=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
    rss=$(grep -oE 'stat::peak_rss_mb: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
    cov=$(grep -oE 'cov: [0-9]+' <<< "$stats" | grep -oE '[0-9]+' || echo "?")
    ft=$(grep -oE 'ft: [0-9]+' <<< "$stats" | grep -oE '[0-9]+' || echo "?")
    corp=$(grep -oE 'corp: [0-9]+/[0-9]+[a-zA-Z]*' <<< "$stats" | cut -d' ' -f2 || echo "?")
    if [ $result -eq 0 ]; then verdict=ok; else verdict="FAILED (exit $result)"; status=1; fi
    printf '%-10s %8s %12s %8s %7s %7s %14s %8s  %s\n' "$harness" "$seconds" "$execs" "$rate" "$cov" "$ft" "$corp" "$rss" "$verdict"
    if [ $result -ne 0 ]; then
        grep -E 'ERROR: |SUMMARY: |Fatal error|fuzz oracle|Test unit written to' "$log" | head -20 | sed 's/^/    /'
        echo "    full log: $log"
    fi
done
if [ $status -ne 0 ]; then
    echo "fuzzing found a problem; the inputs are in $work/artifacts/ (add each to Tests/Fixtures/Hostile/ with its fix)," \
        "the cli harness's sandboxes in $work/cli/" >&2
fi
exit $status
