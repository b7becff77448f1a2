// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/machineinfo.h"

#include <QFile>
#include <QSysInfo>

#include <gtest/gtest.h>

using namespace cm;

TEST(MachineInfo, ReadsTheModelNameOfEachArchitecture)
{
    EXPECT_EQ(cpuModelFrom("processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel\t\t: 1\n"
                           "model name\t: AMD Ryzen 9  7950X 16-Core Processor\nflags\t\t: fpu\n"),
              QStringLiteral("AMD Ryzen 9 7950X 16-Core Processor"));
    EXPECT_EQ(cpuModelFrom("Processor\t: ARMv7 Processor rev 4 (v7l)\nprocessor\t: 0\n"),
              QStringLiteral("ARMv7 Processor rev 4 (v7l)"));
    EXPECT_EQ(cpuModelFrom("system type\t: MT7621\nprocessor\t: 0\ncpu model\t: MIPS 1004Kc V2.15\n"),
              QStringLiteral("MIPS 1004Kc V2.15"));
    EXPECT_EQ(cpuModelFrom("processor\t: 0\ncpu\t\t: POWER9 (raw), altivec supported\n"),
              QStringLiteral("POWER9 (raw), altivec supported"));
    // 64-bit ARM names no model: the caller falls back to the architecture.
    EXPECT_TRUE(cpuModelFrom("processor\t: 0\nBogoMIPS\t: 48.00\nCPU part\t: 0xd08\n").isEmpty());
    EXPECT_TRUE(cpuModelFrom("model name\t:   \n").isEmpty());
}

// /proc/cpuinfo reports a size of 0; the model is read all the same.
TEST(MachineInfo, ThisMachinesModelComesFromProcCpuinfo)
{
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (!cpuinfo.open(QIODevice::ReadOnly))
        GTEST_SKIP() << "/proc/cpuinfo cannot be read here";
    const QString expected = cpuModelFrom(cpuinfo.readAll());
    if (expected.isEmpty())
        GTEST_SKIP() << "this machine's /proc/cpuinfo names no model";
    EXPECT_EQ(MachineInfo::ofThisMachine().cpu, expected);
    EXPECT_NE(MachineInfo::ofThisMachine().cpu, QSysInfo::currentCpuArchitecture());
}
