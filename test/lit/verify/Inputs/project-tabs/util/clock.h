#ifdef __cplusplus
extern "C" {
#endif
long long ticks(void);
#ifdef __cplusplus
}
#endif
