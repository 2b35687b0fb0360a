#ifdef __cplusplus
extern "C" {
#endif
#define ELEM_BYTES 4
int elem_count(int bytes);
#ifdef __cplusplus
}
#endif
