// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// What all the machine's CPUs did so far, in seconds summed over the CPUs
// (Linux: the first line of /proc/stat; Windows: GetSystemTimes, which
// counts no steal time). Two samples around a timed run say whether other
// programs, or the hypervisor, took CPU time from it.
struct MachineActivity
{
    double userSeconds = 0.0;  // user and nice: programs, this one included
    double stealSeconds = 0.0; // taken by the hypervisor from a virtual machine
    double totalSeconds = 0.0; // every state, idle included
    bool available = false;    // the system answered

    static MachineActivity now();
    MachineActivity operator-(const MachineActivity &earlier) const
    {
        return {userSeconds - earlier.userSeconds, stealSeconds - earlier.stealSeconds,
                totalSeconds - earlier.totalSeconds, available && earlier.available};
    }
};

} // namespace cm
