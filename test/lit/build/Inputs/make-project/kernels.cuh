#pragma once
__global__ void kk();
