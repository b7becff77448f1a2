# SPDX-License-Identifier: GPL-3.0-or-later
# Per-package settings CPack reads while it makes each package.
if(CPACK_GENERATOR STREQUAL "TGZ")
    # Unpacked with `tar -xzf ... -C /`: the files land in /usr/local, and
    # the polkit action names the helper there.
    set(CPACK_PACKAGING_INSTALL_PREFIX /usr/local)
    set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY OFF)
    set(CPACK_SET_DESTDIR ON) # so that the install step sees the real prefix
endif()
