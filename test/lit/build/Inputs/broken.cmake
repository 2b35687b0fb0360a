set(CMAKE_CUDA_STANDARD 17)
message("unterminated
