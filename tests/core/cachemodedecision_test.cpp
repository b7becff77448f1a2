// SPDX-License-Identifier: GPL-3.0-or-later
// How a run makes its measurements cold, decided from this process's
// privileges and compressmark-helper, and what a refusal of the helper
// means. The privileges are built by each test, so the decisions of a
// process that is not root are checked as root too; the helper is a real
// program standing in for `pkexec compressmark-helper`.
#include "helperstandin.h"
#include "plan/cachemodedecision.h"
#include "privilege/privilegedhelper.h"
#include "tempfolders.h"

#include <QFile>

#include <string>

#include <gtest/gtest.h>

using namespace cm;

namespace {

constexpr int PasswordNotGiven = 126;
constexpr int NoPolkitAgent = 127;

std::string shown(const CacheModeDecision &decision)
{
    return decision.reason.toStdString();
}

Privileges asRoot(bool isRoot)
{
    Privileges privileges;
    privileges.root = isRoot;
    return privileges;
}

} // namespace

TEST(CacheModeDecision, RootDropsCachesItself)
{
    const CacheModeDecision decision = decideCacheMode(CacheMode::Drop, asRoot(true));
    EXPECT_EQ(decision.mode, CacheMode::Drop);
    EXPECT_FALSE(decision.throughHelper);
    EXPECT_TRUE(decision.reason.contains(QStringLiteral("as root"))) << shown(decision);
}

TEST(CacheModeDecision, OtherModesAreKeptAsAsked)
{
    for (const CacheMode mode : {CacheMode::Evict, CacheMode::Fresh, CacheMode::Direct}) {
        for (const bool isRoot : {true, false}) {
            const CacheModeDecision decision = decideCacheMode(mode, asRoot(isRoot));
            EXPECT_EQ(decision.mode, mode);
            EXPECT_FALSE(decision.throughHelper);
            EXPECT_FALSE(decision.reason.isEmpty()) << shown(decision);
        }
    }
}

TEST(CacheModeDecision, WithoutRootTheInstalledHelperDropsCaches)
{
    test::TempFolder folder;
    const test::HelperStandIn helper(folder.path(), 1, PasswordNotGiven);
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(helper.program()));
    const test::ScopedEnvironment useHelper("COMPRESSMARK_USE_HELPER", "1");

    Privileges user = Privileges::ofThisProcess();
    user.root = false;
    ASSERT_TRUE(user.helperUsable()) << user.whyNoHelper().toStdString();
    const CacheModeDecision decision = decideCacheMode(CacheMode::Drop, user);
    EXPECT_EQ(decision.mode, CacheMode::Drop);
    EXPECT_TRUE(decision.throughHelper);
    EXPECT_TRUE(decision.reason.contains(QStringLiteral("through compressmark-helper"))) << shown(decision);
    EXPECT_TRUE(helper.calls().isEmpty()) << "deciding starts no program";
}

TEST(CacheModeDecision, WithoutRootAMissingHelperMeansEvict)
{
    test::TempFolder folder;
    const QString missing = folder.filePath(QStringLiteral("no-such-helper"));
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(missing));

    Privileges user = Privileges::ofThisProcess();
    user.root = false;
    const CacheModeDecision decision = decideCacheMode(CacheMode::Drop, user);
    EXPECT_EQ(decision.mode, CacheMode::Evict);
    EXPECT_FALSE(decision.throughHelper);
    EXPECT_TRUE(decision.reason.contains(missing)) << shown(decision);
    EXPECT_TRUE(decision.reason.contains(QStringLiteral("evicting"))) << shown(decision);
}

TEST(CacheModeDecision, TheHelperSwitchedOffMeansEvict)
{
    test::TempFolder folder;
    const test::HelperStandIn helper(folder.path(), 1, PasswordNotGiven);
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(helper.program()));
    const test::ScopedEnvironment useHelper("COMPRESSMARK_USE_HELPER", "0");

    Privileges user = Privileges::ofThisProcess();
    user.root = false;
    EXPECT_TRUE(user.helperSwitchedOff);
    EXPECT_TRUE(PrivilegedHelper::isInstalled());
    EXPECT_FALSE(user.helperUsable());
    const CacheModeDecision decision = decideCacheMode(CacheMode::Drop, user);
    EXPECT_EQ(decision.mode, CacheMode::Evict);
    EXPECT_TRUE(decision.reason.contains(QStringLiteral("switched off"))) << shown(decision);
    // Root needs no helper: switching it off changes nothing there.
    Privileges root = user;
    root.root = true;
    EXPECT_EQ(decideCacheMode(CacheMode::Drop, root).mode, CacheMode::Drop);
}

TEST(CacheModeDecision, NoHelperOptionSwitchesAnInstalledHelperOff)
{
    Privileges user; // not root, the helper installed
    ASSERT_TRUE(user.helperUsable());
    const Privileges noHelper = user.withoutHelper();
    EXPECT_FALSE(noHelper.helperUsable());
    EXPECT_EQ(decideCacheMode(CacheMode::Drop, user).mode, CacheMode::Drop);
    EXPECT_EQ(decideCacheMode(CacheMode::Drop, noHelper).mode, CacheMode::Evict);
}

TEST(CacheModeDecision, ARefusedHelperSaysWhyAndTheRunEvicts)
{
    test::TempFolder folder;
    const test::HelperStandIn helper(folder.path(), 1, PasswordNotGiven);
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(helper.program()));

    EXPECT_TRUE(PrivilegedHelper::dropCaches());
    const Status refused = PrivilegedHelper::dropCaches();
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(QStringLiteral("password"))) << refused.message().toStdString();
    EXPECT_EQ(helper.calls(), (QStringList{QStringLiteral("drop-caches"), QStringLiteral("drop-caches")}));

    const CacheModeDecision decision = evictionAfterDropFailure(refused.message(), true);
    EXPECT_EQ(decision.mode, CacheMode::Evict);
    EXPECT_FALSE(decision.throughHelper);
    EXPECT_TRUE(decision.reason.contains(refused.message())) << shown(decision);
}

TEST(CacheModeDecision, NoPolkitAgentIsSaidAsPkexecSaysIt)
{
    test::TempFolder folder;
    const test::HelperStandIn helper(folder.path(), 0, NoPolkitAgent,
                                     QStringLiteral(
                                         "Error executing command as another user: No authentication agent found."));
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(helper.program()));

    const Status status = PrivilegedHelper::dropCaches();
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("No authentication agent found")))
        << status.message().toStdString();
}
