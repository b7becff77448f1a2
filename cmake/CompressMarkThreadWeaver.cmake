# SPDX-License-Identifier: GPL-3.0-or-later
# Finds KDE ThreadWeaver built against Qt6 and offers it as one target,
# CompressMark::ThreadWeaver, whichever way it was found:
#  - the packaged KF6ThreadWeaver (Debian 13, recent Ubuntu), or
#  - Debian 12's threadweaver source built with QT_MAJOR_VERSION=6 by
#    installer/build-threadweaver.sh; that build names itself KF5ThreadWeaver
#    although it links Qt6. Point COMPRESSMARK_THREADWEAVER_PREFIX (or
#    CMAKE_PREFIX_PATH) at its prefix; where set-up keeps it
#    (installer/cache-dir.sh) is looked at too, so that `cmake --preset dev`
#    needs no option after installer/setup.sh has run once.
set(COMPRESSMARK_THREADWEAVER_PREFIX "" CACHE PATH
    "Prefix of a ThreadWeaver built against Qt6 where no KF6ThreadWeaver package exists")

find_package(KF6ThreadWeaver QUIET)
if(KF6ThreadWeaver_FOUND)
    add_library(CompressMark::ThreadWeaver ALIAS KF6::ThreadWeaver)
    set(COMPRESSMARK_THREADWEAVER_ORIGIN "KF6ThreadWeaver package")
else()
    find_package(KF5ThreadWeaver QUIET
        HINTS "${COMPRESSMARK_THREADWEAVER_PREFIX}" "$ENV{COMPRESSMARK_CACHE_DIR}/threadweaver-qt6"
              "$ENV{HOME}/.cache/compressmark/threadweaver-qt6" "/var/cache/compressmark/threadweaver-qt6"
        NO_SYSTEM_ENVIRONMENT_PATH)
    if(NOT KF5ThreadWeaver_FOUND)
        message(FATAL_ERROR
            "ThreadWeaver for Qt6 not found. Install the KF6ThreadWeaver development "
            "package, or run installer/build-threadweaver.sh PREFIX and configure with "
            "-DCOMPRESSMARK_THREADWEAVER_PREFIX=PREFIX (installer/setup.sh does both).")
    endif()
    # A Qt5 build would link a second Qt into the process: refuse it.
    get_target_property(_tw_links KF5::ThreadWeaver INTERFACE_LINK_LIBRARIES)
    if(NOT "${_tw_links}" MATCHES "Qt6::")
        message(FATAL_ERROR "The ThreadWeaver found at ${KF5ThreadWeaver_DIR} is built "
                            "against Qt5 (${_tw_links}); CompressMark needs a Qt6 build.")
    endif()
    add_library(CompressMark::ThreadWeaver ALIAS KF5::ThreadWeaver)
    # No package provides it: installed and packaged privately (installer/).
    set(COMPRESSMARK_PRIVATE_THREADWEAVER ON)
    set(COMPRESSMARK_THREADWEAVER_ORIGIN "built for Qt6 from source (${KF5ThreadWeaver_DIR})")
endif()
add_feature_info(ThreadWeaver ON "${COMPRESSMARK_THREADWEAVER_ORIGIN}")
