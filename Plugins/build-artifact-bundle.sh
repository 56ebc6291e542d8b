#!/usr/bin/env bash
# Builds a release dialogc that needs no Swift runtime on the machine it runs on and packs it as
# a SwiftPM artifact bundle (SE-0305), so a build-tool plugin can take dialogc as a binary target
# and a team's clean build compiles no dialogc at all.
#
#   Plugins/build-artifact-bundle.sh [OUTPUT_DIR]
#
# writes OUTPUT_DIR/dialogc.artifactbundle (default OUTPUT_DIR: Examples/DialogBinaryExample, the
# package that uses it), replacing an earlier bundle there:
#
#   dialogc.artifactbundle/info.json
#   dialogc.artifactbundle/dialogc-<version>-<os>/bin/dialogc
#
# Linux: `swift build -c release --static-swift-stdlib` links the Swift standard library,
# Foundation and Dispatch into the executable; the script checks with ldd that no Swift library
# is left to load (only libc, libm, libstdc++ and libgcc_s, which every Linux machine has).
#
# macOS (the same script, not run in this repository's CI, which is Linux): one universal binary,
# `swift build -c release --arch arm64 --arch x86_64` (Xcode's build system, products under
# .build/apple/Products/Release), checked with `lipo -archs`. The Swift runtime is part of macOS,
# so nothing is linked statically there. A release that serves both systems runs the script on
# each and lists both variants in one info.json (see README, "A prebuilt dialogc").
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$root/Examples/DialogBinaryExample}"
scratch="$root/.build/artifact-bundle"
bundle="$output/dialogc.artifactbundle"

case "$(uname -s)" in
    Linux)
        swift build -c release --static-swift-stdlib --product dialogc --package-path "$root" --scratch-path "$scratch"
        binary="$(swift build -c release --static-swift-stdlib --package-path "$root" --scratch-path "$scratch" --show-bin-path)/dialogc"
        # What a machine without a Swift toolchain could not load.
        if ldd "$binary" | grep -Ei 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found'; then
            echo "error: $binary still needs the libraries above" >&2
            exit 1
        fi
        file "$binary"
        triple="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1)"
        variant_os="linux-$(uname -m)"
        triples="\"$triple\""
        ;;
    Darwin)
        swift build -c release --product dialogc --arch arm64 --arch x86_64 --package-path "$root" --scratch-path "$scratch"
        binary="$(swift build -c release --arch arm64 --arch x86_64 --package-path "$root" --scratch-path "$scratch" --show-bin-path)/dialogc"
        archs="$(lipo -archs "$binary")"
        if [[ "$archs" != *arm64* || "$archs" != *x86_64* ]]; then
            echo "error: $binary is not universal (architectures: $archs)" >&2
            exit 1
        fi
        variant_os="macos"
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        ;;
    *)
        echo "error: no artifact bundle recipe for $(uname -s)" >&2
        exit 1
        ;;
esac

# `dialogc --version` prints `dialogc X.Y.Z`; the bundle carries the same version.
version="$("$binary" --version | awk '{ print $NF }')"
variant="dialogc-$version-$variant_os"

rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/dialogc"
# Debug information is most of a release build's size (78 MB against 60 on Linux); plugins do not need it.
if command -v strip >/dev/null 2>&1; then strip "$bundle/$variant/bin/dialogc"; fi
cat > "$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "dialogc": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$variant/bin/dialogc",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
EOF

# The copy in the bundle is the one plugins run: it must start.
"$bundle/$variant/bin/dialogc" --version >/dev/null
echo "wrote $bundle ($variant, for $triples)"
