# Options every target gets.
set(CUDA_PROPAGATE_HOST_FLAGS OFF)
set(CMAKE_CUDA_SEPARABLE_COMPILATION ON)
add_compile_options("$<$<COMPILE_LANGUAGE:CUDA>:-Wno-deprecated-gpu-targets>")
