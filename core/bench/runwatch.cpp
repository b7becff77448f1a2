#include "runwatch.h"

namespace cm {

void RunWatch::start()
{
    m_driveBeforeOk = m_drive && m_drive->isAvailable() && m_drive->read(&m_driveBefore);
    m_ownBefore = CpuTimes::ofThisProcess();
    m_childrenBefore = CpuTimes::ofEndedChildren();
    m_machineBefore = MachineActivity::now();
}

void RunWatch::stop()
{
    m_machineAfter = MachineActivity::now();
    m_ownAfter = CpuTimes::ofThisProcess();
    m_childrenAfter = CpuTimes::ofEndedChildren();
    m_driveAfterOk = m_driveBeforeOk && m_drive->read(&m_driveAfter);
}

std::optional<DeviceCounters::Sample> RunWatch::driveTransferred() const
{
    if (!m_driveAfterOk)
        return std::nullopt;
    return DeviceCounters::Sample{m_driveAfter.bytesRead - m_driveBefore.bytesRead,
                                  m_driveAfter.bytesWritten - m_driveBefore.bytesWritten};
}

double RunWatch::ownUserSeconds() const
{
    return (m_ownAfter - m_ownBefore).userSeconds + (m_childrenAfter - m_childrenBefore).userSeconds;
}

} // namespace cm
