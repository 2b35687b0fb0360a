// Host code with its own four-float type, as image readers define one.
typedef struct {
  float x, y, z, w;
} float4;

float sum4(const float *v) {
  float4 p = {v[0], v[1], v[2], v[3]};
  return p.x + p.y + p.z + p.w;
}
