# SPDX-License-Identifier: GPL-3.0-or-later
# The rules that keep the libraries layered (docs/ARCHITECTURE.md).

# Adds SOURCES to TARGET, each system's own files only on that system: a
# file named name_linux.cpp builds on Linux, name_windows.cpp on Windows,
# any other name on both.
function(compressmark_layer_sources target)
    foreach(source IN LISTS ARGN)
        if(source MATCHES "_linux\\.cpp$" AND WIN32)
            continue()
        endif()
        if(source MATCHES "_windows\\.cpp$" AND NOT WIN32)
            continue()
        endif()
        target_sources(${target} PRIVATE ${source})
    endforeach()
endfunction()

# The real name of a target that may be an alias (CompressMark::Model).
function(compressmark_real_target name out)
    set(${out} "" PARENT_SCOPE)
    if(NOT TARGET ${name})
        return()
    endif()
    get_target_property(aliased ${name} ALIASED_TARGET)
    if(aliased)
        set(${out} ${aliased} PARENT_SCOPE)
    else()
        set(${out} ${name} PARENT_SCOPE)
    endif()
endfunction()

# Stops the configuration when a library in LAYERS (listed from the bottom
# up) links one at its own height or above: the layers link only downward.
function(compressmark_check_layers)
    set(layers ${ARGN})
    list(LENGTH layers count)
    foreach(index RANGE 0 ${count})
        if(index EQUAL count)
            break()
        endif()
        list(GET layers ${index} layer)
        get_target_property(direct ${layer} LINK_LIBRARIES)
        get_target_property(public ${layer} INTERFACE_LINK_LIBRARIES)
        foreach(link IN LISTS direct public)
            string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" link "${link}")
            compressmark_real_target("${link}" linked)
            list(FIND layers "${linked}" height)
            if(height GREATER_EQUAL index AND NOT linked STREQUAL layer)
                message(FATAL_ERROR "${layer} links ${linked}, which is not below it: a library links only "
                                    "the layers under it (docs/ARCHITECTURE.md): ${layers}")
            endif()
        endforeach()
    endforeach()
endfunction()
