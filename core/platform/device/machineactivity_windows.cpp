// SPDX-License-Identifier: GPL-3.0-or-later
// MachineActivity on Windows: GetSystemTimes, whose kernel time holds the
// idle time.
#include "machineactivity.h"

#include <QtGlobal>

#include <windows.h>

namespace cm {
namespace {

double seconds(const FILETIME &time) // in units of 100 ns
{
    return double((quint64(time.dwHighDateTime) << 32) | time.dwLowDateTime) / 1e7;
}

} // namespace

MachineActivity MachineActivity::now()
{
    FILETIME idle, kernel, user;
    if (!GetSystemTimes(&idle, &kernel, &user))
        return {};
    MachineActivity activity;
    activity.userSeconds = seconds(user);
    activity.totalSeconds = seconds(kernel) + seconds(user);
    activity.available = true;
    return activity;
}

} // namespace cm
