# SPDX-License-Identifier: GPL-3.0-or-later
# CMake toolchain file: Windows 64-bit programs built on Debian or Ubuntu
# with mingw-w64 (the POSIX thread model, which Qt's threads need), against
# the Qt and libraries that installer/windows/build-toolchain.sh cross-built
# into its cache.
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=installer/windows/toolchain.cmake \
#         -DCOMPRESSMARK_WINDOWS_PREFIX=<cache>/windows-x86_64/prefix ...
#
# COMPRESSMARK_WINDOWS_PREFIX may also come from the environment; the copy of
# this file that the build script keeps in its cache finds the prefix beside
# itself. Test programs run under wine with
# -DCMAKE_CROSSCOMPILING_EMULATOR=installer/windows/run-under-wine.sh.

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(COMPRESSMARK_WINDOWS_TRIPLET x86_64-w64-mingw32)

if(NOT COMPRESSMARK_WINDOWS_PREFIX)
    if(DEFINED ENV{COMPRESSMARK_WINDOWS_PREFIX})
        set(COMPRESSMARK_WINDOWS_PREFIX "$ENV{COMPRESSMARK_WINDOWS_PREFIX}")
    elseif(EXISTS "${CMAKE_CURRENT_LIST_DIR}/prefix/lib/cmake")
        set(COMPRESSMARK_WINDOWS_PREFIX "${CMAKE_CURRENT_LIST_DIR}/prefix")
    else()
        message(FATAL_ERROR "COMPRESSMARK_WINDOWS_PREFIX is not set: pass "
                "-DCOMPRESSMARK_WINDOWS_PREFIX=<the prefix installer/windows/build-toolchain.sh printed>")
    endif()
endif()
set(COMPRESSMARK_WINDOWS_PREFIX "${COMPRESSMARK_WINDOWS_PREFIX}" CACHE PATH
    "Prefix of the cross-built Qt and libraries for Windows")
# try_compile() projects read this file again: hand the prefix on to them.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES COMPRESSMARK_WINDOWS_PREFIX)
set(ENV{COMPRESSMARK_WINDOWS_PREFIX} "${COMPRESSMARK_WINDOWS_PREFIX}")

set(CMAKE_C_COMPILER ${COMPRESSMARK_WINDOWS_TRIPLET}-gcc-posix)
set(CMAKE_CXX_COMPILER ${COMPRESSMARK_WINDOWS_TRIPLET}-g++-posix)
set(CMAKE_RC_COMPILER ${COMPRESSMARK_WINDOWS_TRIPLET}-windres)
set(CMAKE_AR /usr/bin/${COMPRESSMARK_WINDOWS_TRIPLET}-ar CACHE FILEPATH "Archiver")
set(CMAKE_RANLIB /usr/bin/${COMPRESSMARK_WINDOWS_TRIPLET}-ranlib CACHE FILEPATH "Ranlib")

# Headers, libraries and CMake packages come from the mingw-w64 system folder
# and the prefix only, never from the build machine; programs (moc, rcc,
# lrelease, pkg-config) from the build machine.
set(CMAKE_FIND_ROOT_PATH /usr/${COMPRESSMARK_WINDOWS_TRIPLET} "${COMPRESSMARK_WINDOWS_PREFIX}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg_check_modules() reads the prefix's .pc files and mingw-w64's (zlib).
set(PKG_CONFIG_EXECUTABLE /usr/bin/${COMPRESSMARK_WINDOWS_TRIPLET}-pkg-config CACHE FILEPATH "pkg-config for Windows")
set(ENV{PKG_CONFIG_LIBDIR} "${COMPRESSMARK_WINDOWS_PREFIX}/lib/pkgconfig:/usr/${COMPRESSMARK_WINDOWS_TRIPLET}/lib/pkgconfig")
unset(ENV{PKG_CONFIG_PATH})

# The cross-built Qt takes its tools (moc, rcc, uic, lrelease) from the
# build machine's Qt of the same version.
if(NOT QT_HOST_PATH)
    set(QT_HOST_PATH /usr CACHE PATH "Prefix of the build machine's Qt")
endif()
if(NOT QT_HOST_PATH_CMAKE_DIR)
    execute_process(COMMAND dpkg-architecture -qDEB_HOST_MULTIARCH
                    OUTPUT_VARIABLE _compressmark_multiarch OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT _compressmark_multiarch)
        set(_compressmark_multiarch x86_64-linux-gnu)
    endif()
    set(QT_HOST_PATH_CMAKE_DIR "${QT_HOST_PATH}/lib/${_compressmark_multiarch}/cmake" CACHE PATH
        "CMake packages of the build machine's Qt")
endif()
