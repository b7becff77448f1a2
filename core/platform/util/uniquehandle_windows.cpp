// SPDX-License-Identifier: GPL-3.0-or-later
#include "uniquehandle_windows.h"

#include <windows.h>

namespace cm {

void UniqueHandle::reset()
{
    if (isValid())
        CloseHandle(std::exchange(m_handle, invalid()));
}

} // namespace cm
