# Script mode: writes OUT, a raw string literal holding the text of FILE, for
# a C++ source to #include where a string is wanted (the emitted helpers of
# lib/Rules/Helpers).
file(READ ${FILE} text)
file(WRITE ${OUT}.tmp "R\"c2h_embed(${text})c2h_embed\"\n")
file(RENAME ${OUT}.tmp ${OUT})
