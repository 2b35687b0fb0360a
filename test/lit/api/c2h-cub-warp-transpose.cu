// BlockLoad/BlockStore with WARP_TRANSPOSE: CUB needs whole 32-thread
// warps, hipCUB on rocPRIM whole 64-lane wavefronts (a static assertion
// rejects a 32-thread block). Where the block may not be a multiple of 64,
// the plain transpose takes its place: every algorithm gives each thread
// the same items. A numeric multiple of 64 is left as written.
// CUB's declarations come from the CUDA toolkit (the bundled ones have none).
// REQUIRES: cuda-sdk
// RUN: %c2h %s --cuda-headers=sdk --rocm 7.2 -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=c2h-cub-warp-transpose < %t.err
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
#include <cub/cub.cuh>
using namespace cub;

template <int BLOCK_THREADS, int ITEMS>
__global__ void scan(const int *in, int *out) {
  typedef BlockLoad<int, BLOCK_THREADS, ITEMS, BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockStore<int, BLOCK_THREADS, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
  typedef BlockScan<int, BLOCK_THREADS> Scan;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
  } tmp;
  int items[ITEMS];
  Load(tmp.load).Load(in, items);
  __syncthreads();
  Scan(tmp.scan).InclusiveSum(items, items);
  __syncthreads();
  Store(tmp.store).Store(out, items);
}

__global__ void fixed32(const int *in, int *out) {
  typedef BlockLoad<int, 32, 4, BLOCK_LOAD_WARP_TRANSPOSE> Load;
  __shared__ typename Load::TempStorage tmp;
  int items[4];
  Load(tmp).Load(in, items);
  out[threadIdx.x] = items[0];
}

__global__ void fixed128(const int *in, int *out) {
  typedef BlockLoad<int, 128, 4, BLOCK_LOAD_WARP_TRANSPOSE> Load;
  __shared__ typename Load::TempStorage tmp;
  int items[4];
  Load(tmp).Load(in, items);
  out[threadIdx.x] = items[0];
}

void run(const int *in, int *out) {
  scan<32, 32><<<1, 32>>>(in, out);
  scan<256, 4><<<1, 256>>>(in, out);
  fixed32<<<1, 32>>>(in, out);
  fixed128<<<1, 128>>>(in, out);
}
// CHECK: {{^}}  typedef BlockLoad<int, BLOCK_THREADS, ITEMS, ((BLOCK_THREADS) % 64 == 0 ? BLOCK_LOAD_WARP_TRANSPOSE : BLOCK_LOAD_TRANSPOSE)> Load;{{$}}
// CHECK-NEXT: {{^}}  typedef hipcub::BlockStore<int, BLOCK_THREADS, ITEMS, ((BLOCK_THREADS) % 64 == 0 ? hipcub::BLOCK_STORE_WARP_TRANSPOSE : hipcub::BLOCK_STORE_TRANSPOSE)> Store;{{$}}
// CHECK: {{^}}  typedef BlockLoad<int, 32, 4, BLOCK_LOAD_TRANSPOSE> Load;{{$}}
// CHECK: {{^}}  typedef BlockLoad<int, 128, 4, BLOCK_LOAD_WARP_TRANSPOSE> Load;{{$}}
// DIAG: c2h-cub-warp-transpose.cu:17:48: note: hipCUB's BLOCK_LOAD_WARP_TRANSPOSE (on rocPRIM) needs a block of whole 64-lane wavefronts; where this block ((BLOCK_THREADS) threads) is not, BLOCK_LOAD_TRANSPOSE is used: {{.*}} [c2h-cub-warp-transpose]
// DIAG: c2h-cub-warp-transpose.cu:18:54: note: hipCUB's BLOCK_STORE_WARP_TRANSPOSE{{.*}}
// DIAG: c2h-cub-warp-transpose.cu:34:33: note: hipCUB's BLOCK_LOAD_WARP_TRANSPOSE (on rocPRIM) needs a block of whole 64-lane wavefronts; where this block (32 threads) is not{{.*}}
