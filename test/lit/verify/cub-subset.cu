// The emulator's CUB subset: block reductions and scans, adjacent
// differences, direct loads and stores, and device-wide sums and scans run
// in the CUDA reference and, through hipcub::, in the HIP run at wave 64 and
// 32. The program checks every result against the host.
// REQUIRES: cuda-sdk
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers sdk %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// A collective that not every thread of the block reaches is a divergent
// barrier, as on the GPU.
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers sdk -D DIVERGENT %s > %t.div
// RUN: %FileCheck %s --check-prefix=DIV --input-file %t.div
#include <cstdio>
#include <cub/cub.cuh>

constexpr int Threads = 96; // three CUDA warps; a wavefront and a half
constexpr int Items = 3;

struct Maximum {
  __device__ int operator()(const int &A, const int &B) const { return A > B ? A : B; }
};

struct Difference {
  __device__ int operator()(int &A, int &B) const { return A - B; }
};

__global__ void block(const int *in, int *out) {
  using Reduce = cub::BlockReduce<int, Threads>;
  using Scan = cub::BlockScan<int, Threads>;
  using Load = cub::BlockLoad<int, Threads, Items, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Store = cub::BlockStore<int, Threads, Items, cub::BLOCK_STORE_DIRECT>;
  using Adjacent = cub::BlockAdjacentDifference<int, Threads>;
  __shared__ typename Reduce::TempStorage r;
  __shared__ typename Scan::TempStorage s;
  __shared__ typename Load::TempStorage l;
  __shared__ typename Store::TempStorage st;
  __shared__ typename Adjacent::TempStorage a;
  int t = threadIdx.x;
  int x = in[t];
#ifdef DIVERGENT
  if (t < 40)
#endif
  {
    int sum = Reduce(r).Sum(x);
    if (t == 0)
      out[0] = sum;
  }
  __syncthreads();
  int mx = Reduce(r).Reduce(x, Maximum());
  if (t == 0)
    out[1] = mx;
  __syncthreads();
  int part = Reduce(r).Sum(x, 50); // the first 50 threads only
  if (t == 0)
    out[2] = part;
  int excl, agg;
  Scan(s).ExclusiveSum(x, excl, agg);
  out[8 + t] = excl;
  if (t == 0)
    out[3] = agg;
  int items[Items];
  Load(l).Load(in, items);
  __syncthreads();
  int incl[Items];
  Scan(s).InclusiveSum(items, incl);
  Store(st).Store(out + 8 + Threads, incl);
  __syncthreads();
  int diff[Items];
  Adjacent(a).SubtractLeft(items, diff, Difference());
  cub::StoreDirectStriped<Threads>(t, out + 8 + Threads + Threads * Items, diff);
}

int main() {
  const int N = 8 + Threads + 2 * Threads * Items;
  int h[Threads * Items], res[N];
  for (int i = 0; i < Threads * Items; ++i)
    h[i] = (i * 37) % 11 - 3;
  int *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof res);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  block<<<1, Threads>>>(din, dout);
  cudaMemcpy(res, dout, sizeof res, cudaMemcpyDeviceToHost);
  int bad = 0, sum = 0, mx = -100, part = 0;
  for (int t = 0; t < Threads; ++t) {
    bad += res[8 + t] != sum;
    sum += h[t];
    mx = h[t] > mx ? h[t] : mx;
    part += t < 50 ? h[t] : 0;
  }
  bad += res[0] != sum || res[1] != mx || res[2] != part || res[3] != sum;
  int run = 0;
  for (int i = 0; i < Threads * Items; ++i) {
    run += h[i];
    bad += res[8 + Threads + i] != run;
    int t = i / Items, k = i % Items;
    int want = i == 0 ? h[0] : h[i] - h[i - 1];
    bad += res[8 + Threads + Threads * Items + k * Threads + t] != want;
  }

  // Device-wide: the size query, then the sum, and an in-place exclusive scan.
  size_t bytes = 0;
  void *temp = nullptr;
  int *dsum;
  cudaMalloc(&dsum, sizeof(int));
  cub::DeviceReduce::Sum(temp, bytes, din, dsum, Threads * Items);
  cudaMalloc(&temp, bytes);
  cub::DeviceReduce::Sum(temp, bytes, din, dsum, Threads * Items);
  cub::DeviceScan::ExclusiveSum(temp, bytes, din, din, Threads * Items);
  int total, scanned[Threads * Items];
  cudaMemcpy(&total, dsum, sizeof total, cudaMemcpyDeviceToHost);
  cudaMemcpy(scanned, din, sizeof scanned, cudaMemcpyDeviceToHost);
  bad += total != run;
  for (int i = 0, acc = 0; i < Threads * Items; acc += h[i++])
    bad += scanned[i] != acc;
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
// CHECK: pass {{.*}}cub-subset.cu: translate ok, reference pass, emu64 pass, emu32 pass
// DIV: error {{.*}}cub-subset.cu: translate ok, reference error
// DIV-NEXT: reference: emulator error: {{.*}}cub-subset.cu:{{[0-9]+}}: error: kernel block, block (0,0,0), thread (40,0,0): threads of one block wait at different barriers: {{.*}}[emu-barrier-divergence]
