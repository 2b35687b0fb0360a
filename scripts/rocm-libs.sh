#!/usr/bin/env bash
# Fetch the project's "second ROCm": the ROCm library headers (and the small
# wrapper .so files) that Debian 13 (trixie) ships, unpacked into a private
# prefix, so that translated code using hipBLAS, hipCUB/rocPRIM, rocThrust,
# hipRAND/rocRAND, hipFFT, hipSPARSE, hipSOLVER, rocTX and RCCL can be
# compile-checked on a Debian 12 machine, whose own ROCm 5.2 ships none of them.
#
#   scripts/rocm-libs.sh            fetch and unpack, or check the cache and stop
#   scripts/rocm-libs.sh --update   look for newer trixie versions (network)
#   scripts/rocm-libs.sh --check    check the cache only; exit 1 if incomplete
#   scripts/rocm-libs.sh --suite S  the headers of Debian suite S instead (sid:
#                                   ROCm 6.4, experimental: ROCm 7.2), into
#                                   $CUDA2HIP_ROCM_LIBS-S; only for refreshing
#                                   tools/gen-api-tables/newer-rocm.txt
#
# Where: $CUDA2HIP_ROCM_LIBS (default /var/cache/cuda2hip/rocm-libs)
#   debs/  the downloaded .deb files        apt/   private apt lists and state
#   root/  the unpacked tree, with root/cuda2hip-rocm-libs.env (recipe, paths,
#          versions; source it from sh) and root/cuda2hip-rocm-libs.manifest
#          (one "package version sha256 file" line per .deb).
#
# The system's apt configuration is only read, never changed: the trixie index
# lives in apt/, and the mirror is the one the system already uses for its own
# release (override with CUDA2HIP_ROCM_LIBS_MIRROR). docs/rocm-libs.md says why
# the recipe is what it is.
set -euo pipefail

suite=trixie
cache="${CUDA2HIP_ROCM_LIBS:-/var/cache/cuda2hip/rocm-libs}"

# Headers and link-time .so files. The back ends behind the wrappers
# (librocblas0 167 MB, librocsolver0 451 MB, librocsparse0 346 MB, librccl1
# 125 MB, librocfft0, libhsa-runtime64-1, libamd-comgr2) are left out: nothing
# here can run them (no GPU, and they need glibc 2.38), and linking with
# --allow-shlib-undefined does not need them.
packages=(
  libamdhip64-dev libamdhip64-5 libhiprtc-builtins5 libhsa-runtime-dev libamd-comgr-dev
  libhipblas-dev libhipblas0
  libhipcub-dev librocprim-dev librocthrust-dev
  libhiprand-dev libhiprand1 librocrand-dev librocrand1
  libhipfft-dev libhipfft0
  libhipsparse-dev libhipsparse0
  libhipsolver-dev libhipsolver0
  libroctx-dev libroctx64-4
  librccl-dev
)

die() { echo "rocm-libs: error: $*" >&2; exit 1; }
say() { echo "rocm-libs: $*"; }

mode=fetch
while (($#)); do
  case "$1" in
    --update) mode=update ;;
    --check) mode=check ;;
    --suite)
      [[ -n ${2:-} ]] || die "--suite needs a Debian suite name"
      [[ $2 == trixie ]] || {
        cache="$cache-$2"
        # Newer suites serve the table generator only: headers, no .so files.
        packages=(
          libamdhip64-dev libhipblas-dev libhipblas-common-dev libhipblaslt-dev libhipcub-dev librocprim-dev
          librocthrust-dev libhiprand-dev librocrand-dev libhipfft-dev libhipsparse-dev
          libhipsolver-dev libroctx-dev librccl-dev
        )
      }
      suite=$2
      shift ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (try --help)" ;;
  esac
  shift
done
root="$cache/root"
envfile="$root/cuda2hip-rocm-libs.env"
manifest="$root/cuda2hip-rocm-libs.manifest"

# True when root/ holds exactly this package list, every .deb it came from is
# still in debs/ with the recorded hash, and the env file is there.
cache_ok() {
  [[ -f $envfile && -f $manifest ]] || return 1
  local want have
  want="$(printf '%s\n' "${packages[@]}" | sort)"
  have="$(awk '{print $1}' "$manifest" | sort)"
  [[ $want == "$have" ]] || return 1
  (cd "$cache/debs" && awk '{print $3 "  " $4}' "$manifest" | sha256sum --quiet -c -) \
    >/dev/null 2>&1
}

if [[ $mode != update ]] && cache_ok; then
  say "up to date in $root ($(wc -l <"$manifest") packages)"
  exit 0
fi
[[ $mode == check ]] && die "$root is missing or incomplete; run scripts/rocm-libs.sh"

for tool in apt-get apt-cache dpkg-deb sha256sum; do
  command -v "$tool" >/dev/null || die "'$tool' not found; this script needs Debian's apt and dpkg"
done

# The mirror: the site the system's own sources use for its release's main
# component (e.g. bookworm main), reused for trixie.
mirror="${CUDA2HIP_ROCM_LIBS_MIRROR:-}"
if [[ -z $mirror ]]; then
  # shellcheck source=/dev/null
  codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
  # shellcheck disable=SC2016 # $(SITE) etc. are apt's format fields, not shell.
  mirror="$(apt-get indextargets --format '$(SITE) $(RELEASE) $(COMPONENT)' \
              'Identifier: Packages' 2>/dev/null |
            awk -v c="$codename" '$2 == c && $3 == "main" {print $1; exit}')"
  [[ -n $mirror ]] || die "no '$codename main' entry in the system's apt sources to take the mirror from; set CUDA2HIP_ROCM_LIBS_MIRROR"
fi
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[[ -f $keyring ]] || die "$keyring missing; apt-get install debian-archive-keyring"

mkdir -p "$cache/apt/lists/partial" "$cache/apt/cache/archives/partial" "$cache/debs"
echo "deb [signed-by=$keyring] $mirror $suite main" >"$cache/apt/sources.list"
: >"$cache/apt/status"
apt_opts=(
  -o "Dir::Etc::SourceList=$cache/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$cache/apt/lists" -o "Dir::State::Status=$cache/apt/status"
  -o "Dir::Cache=$cache/apt/cache" -o APT::Architecture=amd64 -o APT::Architectures::=amd64
)
# apt drops to the _apt user for downloads, which cannot write a root-owned cache.
[[ $EUID -eq 0 ]] && apt_opts+=(-o APT::Sandbox::User=root)

say "reading the $suite index from $mirror"
apt-get "${apt_opts[@]}" -qq --error-on=any update ||
  die "apt-get update for $suite from $mirror failed (network? keyring without the $suite key?)"

# Resolve each package to its candidate version and .deb file name, in one
# apt-cache call (each call reloads the whole index).
declare -A version file
while read -r p v arch; do
  version[$p]=$v
  # apt-get download names files package_version_arch.deb, with ':' as %3a.
  file[$p]="${p}_${v//:/%3a}_${arch}.deb"
done < <(apt-cache "${apt_opts[@]}" show --no-all-versions "${packages[@]}" 2>/dev/null |
           awk '/^Package:/ {p=$2} /^Version:/ {v=$2} /^Architecture:/ {a=$2}
                /^$/ && p {print p, v, a; p=""} END {if (p) print p, v, a}')
for p in "${packages[@]}"; do
  [[ -n ${version[$p]:-} ]] || die "$suite has no package '$p'"
done

if [[ $mode == update ]] && cache_ok; then
  stale=0
  for p in "${packages[@]}"; do
    awk -v p="$p" -v v="${version[$p]}" '$1 == p && $2 == v {found=1} END {exit !found}' \
      "$manifest" || stale=1
  done
  if ((!stale)); then
    say "up to date in $root: $suite has no newer versions"
    exit 0
  fi
fi

missing=()
for p in "${packages[@]}"; do
  [[ -f $cache/debs/${file[$p]} ]] || missing+=("$p=${version[$p]}")
done
if ((${#missing[@]})); then
  say "downloading ${#missing[@]} packages"
  (cd "$cache/debs" && apt-get "${apt_opts[@]}" -qq download "${missing[@]}") ||
    die "apt-get download failed for: ${missing[*]}"
fi
for p in "${packages[@]}"; do
  [[ -f $cache/debs/${file[$p]} ]] || die "download of ${file[$p]} left no file"
done

# Unpack into a fresh tree and swap it in, so root/ is never half written.
say "unpacking into $root"
rm -rf "$root.new"
mkdir -p "$root.new"
: >"$root.new/cuda2hip-rocm-libs.manifest"
for p in "${packages[@]}"; do
  dpkg-deb -x "$cache/debs/${file[$p]}" "$root.new" || die "dpkg-deb -x ${file[$p]} failed"
  sum="$(sha256sum "$cache/debs/${file[$p]}" | awk '{print $1}')"
  echo "$p ${version[$p]} $sum ${file[$p]}" >>"$root.new/cuda2hip-rocm-libs.manifest"
done

hipver="$(awk '/define HIP_VERSION_(MAJOR|MINOR|PATCH)/ {printf "%s%s", sep, $3; sep="."}' \
            "$root.new/usr/include/hip/hip_version.h")"
inc="$root/usr/include"
lib="$root/usr/lib/x86_64-linux-gnu"
{
  echo "# The second ROCm: Debian $suite ROCm library packages, unpacked by scripts/rocm-libs.sh."
  echo "# Source this file; scripts/hipcc-libs.sh applies the recipe. See docs/rocm-libs.md."
  echo "CUDA2HIP_ROCM_LIBS_ROOT='$root'"
  echo "CUDA2HIP_ROCM_LIBS_SUITE='$suite'"
  echo "CUDA2HIP_ROCM_LIBS_HIP_VERSION='$hipver'"
  echo "CUDA2HIP_ROCM_LIBS_INCLUDE='$inc'"
  echo "CUDA2HIP_ROCM_LIBS_LIBDIR='$lib'"
  echo "# Compile with the system hipcc (ROCm 5.2, clang 15); these 5.7 headers, HIP's own"
  echo "# included, come first as system headers. Link against the 5.7 .so files; their"
  echo "# back ends are not unpacked and need glibc 2.38, hence --allow-shlib-undefined."
  echo "CUDA2HIP_ROCM_LIBS_CXX='hipcc'"
  echo "CUDA2HIP_ROCM_LIBS_CXXFLAGS='-std=c++17 -isystem $inc'"
  echo "CUDA2HIP_ROCM_LIBS_LDFLAGS='-L$lib -Wl,--allow-shlib-undefined'"
  printf "CUDA2HIP_ROCM_LIBS_PACKAGES='"
  for p in "${packages[@]}"; do printf '%s=%s ' "$p" "${version[$p]}"; done | sed 's/ $//'
  echo "'"
} >"$root.new/cuda2hip-rocm-libs.env"

rm -rf "$root"
mv "$root.new" "$root"

# Drop .debs of versions no longer wanted.
for f in "$cache"/debs/*.deb; do
  awk -v f="$(basename "$f")" '$4 == f {found=1} END {exit !found}' "$manifest" || rm -f "$f"
done

say "ready: HIP $hipver headers and ${#packages[@]} packages in $root"
say "recipe: source $envfile, or use scripts/hipcc-libs.sh"
