# SPDX-License-Identifier: GPL-3.0-or-later
# One place for the compiler flags every CompressMark target shares.
add_library(compressmark_warnings INTERFACE)
target_compile_options(compressmark_warnings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow>
    $<$<AND:$<CXX_COMPILER_ID:GNU,Clang>,$<BOOL:${COMPRESSMARK_WERROR}>>:-Werror>)
target_compile_definitions(compressmark_warnings INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
    QT_NO_CAST_FROM_BYTEARRAY QT_USE_QSTRINGBUILDER QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
