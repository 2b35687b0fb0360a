__global__ void vote(bool p, int *n) {
  unsigned b = __ballot(p);
  n[0] = __popcll(b);
  n[1] = b;
}
