#pragma once

#include "device/cputimes.h"
#include "device/devicecounters.h"
#include "device/machineactivity.h"

#include <optional>

namespace cm {

// Samples, right before and right after one timed run, what the drive
// under test transferred and what the machine's CPUs did, for judging
// whether anything besides the run used them (core/bench/interference.h).
class RunWatch
{
public:
    // `drive` may be null or unavailable: then only the CPU is watched.
    explicit RunWatch(const DeviceCounters *drive) : m_drive(drive) {}

    void start();
    void stop();

    std::optional<DeviceCounters::Sample> driveTransferred() const;
    // User CPU of this process and of the children it waited for.
    double ownUserSeconds() const;
    MachineActivity machine() const { return m_machineAfter - m_machineBefore; }

private:
    const DeviceCounters *m_drive;
    bool m_driveBeforeOk = false;
    bool m_driveAfterOk = false;
    DeviceCounters::Sample m_driveBefore, m_driveAfter;
    CpuTimes m_ownBefore, m_ownAfter, m_childrenBefore, m_childrenAfter;
    MachineActivity m_machineBefore, m_machineAfter;
};

} // namespace cm
