#!/usr/bin/env bash
# Clean-build time of one package that uses the dialogc build plugin, both ways, in one run:
# with dialogc compiled from source (`.plugin(name: "DialogcPlugin", package: "dialogc")`) and
# with the prebuilt artifact bundle (Examples/DialogBinaryExample as it is). Both are copies of
# Examples/DialogBinaryExample, so the sources, specs and DialogRuntime are the same and only
# where dialogc comes from differs. Debug builds, as on a developer's machine; wall-clock seconds.
#
#   Benchmarks/plugin-clean-build.sh [ROUNDS]   (default 1; rounds alternate the two ways)
#
# Needs Examples/DialogBinaryExample/dialogc.artifactbundle (Plugins/build-artifact-bundle.sh).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-1}"
example="$root/Examples/DialogBinaryExample"
if [[ ! -f "$example/dialogc.artifactbundle/info.json" ]]; then
    echo "error: no artifact bundle; run Plugins/build-artifact-bundle.sh first" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for way in prebuilt source; do
    # -L: the plugin's folder is a link relative to the example, which would dangle in the copy.
    cp -RL "$example" "$work/$way"
    rm -rf "$work/$way/.build" "$work/$way/.swiftpm"
    sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$work/$way/Package.swift"
done
# From source: the repository's plugin, which depends on its dialogc executable target.
sed -i.orig \
    -e '/\.binaryTarget(name: "DialogcBinary"/d' \
    -e '/\.plugin(name: "DialogcBinaryPlugin"/d' \
    -e 's|plugins: \["DialogcBinaryPlugin"\]|plugins: [.plugin(name: "DialogcPlugin", package: "dialogc")]|' \
    "$work/source/Package.swift"
rm -rf "$work/source/Plugins" "$work/source/dialogc.artifactbundle"

milliseconds() {
    local start
    start="$(date +%s%N)"
    swift build --package-path "$1" >"$1.log" 2>&1 || { cat "$1.log" >&2; exit 1; }
    echo $((($(date +%s%N) - start) / 1000000))
}

for ((round = 1; round <= rounds; round++)); do
    for way in prebuilt source; do
        rm -rf "$work/$way/.build"
        time="$(milliseconds "$work/$way")"
        compiled="$(grep -c 'Compiling DialogCompiler ' "$work/$way.log" || true)"
        printf '%-9s round %d: %4d.%d s clean build (%s DialogCompiler files compiled)\n' \
            "$way" "$round" $((time / 1000)) $((time % 1000 / 100)) "$compiled"
    done
done
