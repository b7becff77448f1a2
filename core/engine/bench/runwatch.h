// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "device/cputimes.h"
#include "device/devicecounters.h"
#include "device/machineactivity.h"

#include <optional>

namespace cm {

// Samples, right before and right after one timed run, what the data's
// device and the drive under test transferred, this process's CPU time and
// what the machine's CPUs did: the run's own figures, and what judges
// whether anything else used the drive or the CPU (core/engine/bench/interference.h).
class RunWatch
{
public:
    // Either device may be null or unavailable; `drive` may be `data` (read once then).
    RunWatch(const DeviceCounters *data, const DeviceCounters *drive)
        : m_data(data)
        , m_drive(drive)
    {
    }

    void start();
    void stop();

    std::optional<DeviceCounters::Sample> dataTransferred() const { return m_data.transferred(); }
    std::optional<DeviceCounters::Sample> driveTransferred() const;
    CpuTimes ownCpu() const { return m_ownAfter - m_ownBefore; }
    // User CPU of this process and of the children it waited for.
    double ownUserSeconds() const;
    MachineActivity machine() const { return m_machineAfter - m_machineBefore; }

private:
    struct Device
    {
        explicit Device(const DeviceCounters *counters)
            : device(counters)
        {
        }
        const DeviceCounters *device;
        bool beforeOk = false;
        bool afterOk = false;
        DeviceCounters::Sample before, after;

        void start() { beforeOk = device && device->isAvailable() && device->read(&before); }
        void stop() { afterOk = beforeOk && device->read(&after); }
        std::optional<DeviceCounters::Sample> transferred() const;
    };

    bool sameDevice() const { return m_drive.device == m_data.device; }

    Device m_data;
    Device m_drive;
    CpuTimes m_ownBefore, m_ownAfter, m_childrenBefore, m_childrenAfter;
    MachineActivity m_machineBefore, m_machineAfter;
};

} // namespace cm
