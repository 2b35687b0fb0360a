# Common settings for the project's libraries: they link Clang/LLVM and so are
# built the way LLVM is (no RTTI, no exceptions).
function(cuda2hip_library name)
  add_library(${name} STATIC ${ARGN})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/include
    ${PROJECT_BINARY_DIR}/include)
  target_include_directories(${name} SYSTEM PUBLIC ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
  target_compile_options(${name} PRIVATE -fno-rtti -fno-exceptions -Wall -Wextra
    -Wno-unused-parameter)
endfunction()

# Turns files into a C++ source holding them as (name, contents) pairs.
function(cuda2hip_embed_files out_cpp var_name base)
  set(deps ${ARGN})
  string(REPLACE ";" "|" files_arg "${deps}")
  add_custom_command(OUTPUT ${out_cpp}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out_cpp} -DVAR=${var_name} -DBASE=${base}
            -DFILES=${files_arg}
            -P ${PROJECT_SOURCE_DIR}/cmake/EmbedFiles.cmake
    DEPENDS ${deps} ${PROJECT_SOURCE_DIR}/cmake/EmbedFiles.cmake
    COMMENT "Embedding ${var_name}" VERBATIM)
endfunction()

# Turns each file into out_dir/<name>.inc, a raw string literal of its text,
# and appends the outputs to the list var_name.
function(cuda2hip_embed_strings var_name out_dir)
  set(outs)
  foreach(f ${ARGN})
    get_filename_component(name ${f} NAME_WE)
    set(out ${out_dir}/${name}.inc)
    add_custom_command(OUTPUT ${out}
      COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DFILE=${f}
              -P ${PROJECT_SOURCE_DIR}/cmake/EmbedString.cmake
      DEPENDS ${f} ${PROJECT_SOURCE_DIR}/cmake/EmbedString.cmake
      COMMENT "Embedding ${name}" VERBATIM)
    list(APPEND outs ${out})
  endforeach()
  set(${var_name} ${outs} PARENT_SCOPE)
endfunction()

# Embeds every header under dir (recursively, in sorted order) as var_name,
# defined in out_cpp.
function(cuda2hip_embed_dir out_cpp var_name dir)
  # Every file: C++ headers such as <cuda/barrier> have no extension.
  file(GLOB_RECURSE headers CONFIGURE_DEPENDS ${dir}/*)
  list(SORT headers)
  cuda2hip_embed_files(${out_cpp} ${var_name} ${dir} ${headers})
endfunction()
