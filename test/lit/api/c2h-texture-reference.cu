// Texture references (pre-CUDA-12 code) stay references: ROCm 5.2 to 7.2
// have HIP's, deprecated, and each API call is noted (c2h-texture-reference).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=c2h-unsupported-texture < %t.err
// RUN: %hipcc -Wno-deprecated-declarations %t.hip -o %t.o
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> lin;
texture<float4, 2, cudaReadModeElementType> img;

__global__ void sample(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch(lin, i) + tex2D(img, i, 0).x;
}

void run(float *d, float *out, cudaArray *arr, int n) {
  size_t offset = 0;
  img.filterMode = cudaFilterModePoint;
  cudaBindTexture(&offset, lin, d, n * sizeof(float));
  cudaBindTextureToArray(img, arr);
  sample<<<(n + 255) / 256, 256>>>(out, n);
  cudaUnbindTexture(lin);
  cudaUnbindTexture(img);
}

// CHECK: {{^}}texture<float, 1, hipReadModeElementType> lin;{{$}}
// CHECK: {{^}}    out[i] = tex1Dfetch(lin, i) + tex2D(img, i, 0).x;{{$}}
// CHECK: {{^}}  img.filterMode = hipFilterModePoint;{{$}}
// CHECK: {{^}}  hipBindTexture(&offset, lin, d, n * sizeof(float));{{$}}
// CHECK: {{^}}  hipBindTextureToArray(img, arr);{{$}}
// CHECK: {{^}}  hipUnbindTexture(lin);{{$}}
// DIAG: c2h-texture-reference.cu:21:3: note: texture-reference API 'cudaBindTexture' becomes HIP's 'hipBindTexture': ROCm 5.2 to 7.2 have texture references but deprecate them (hipcc warns); texture objects (hipCreateTextureObject) are the lasting port [c2h-texture-reference]
// DIAG: c2h-texture-reference.cu:22:3: note: {{.*}}'cudaBindTextureToArray'{{.*}}[c2h-texture-reference]
// DIAG: c2h-texture-reference.cu:24:3: note: {{.*}}'cudaUnbindTexture'{{.*}}[c2h-texture-reference]
