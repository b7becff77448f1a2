// SPDX-License-Identifier: GPL-3.0-or-later
#include "runwatch.h"

namespace cm {

std::optional<DeviceCounters::Sample> RunWatch::Device::transferred() const
{
    if (!afterOk)
        return std::nullopt;
    return DeviceCounters::Sample{after.bytesRead - before.bytesRead, after.bytesWritten - before.bytesWritten};
}

void RunWatch::start()
{
    m_data.start();
    if (!sameDevice())
        m_drive.start();
    m_ownBefore = CpuTimes::ofThisProcess();
    m_childrenBefore = CpuTimes::ofEndedChildren();
    m_machineBefore = MachineActivity::now();
}

void RunWatch::stop()
{
    m_machineAfter = MachineActivity::now();
    m_ownAfter = CpuTimes::ofThisProcess();
    m_childrenAfter = CpuTimes::ofEndedChildren();
    m_data.stop();
    if (!sameDevice())
        m_drive.stop();
}

std::optional<DeviceCounters::Sample> RunWatch::driveTransferred() const
{
    return sameDevice() ? m_data.transferred() : m_drive.transferred();
}

double RunWatch::ownUserSeconds() const
{
    return ownCpu().userSeconds + (m_childrenAfter - m_childrenBefore).userSeconds;
}

} // namespace cm
