// How a run makes its measurements cold, decided from this process's rights
// and compressmark-helper, and what a refusal of the helper means. The
// helper is a real program standing in for `pkexec compressmark-helper`.
#include "helperstandin.h"
#include "plan/cachemodedecision.h"
#include "privilege/privilegedhelper.h"
#include "tempfolders.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace cm;

namespace {

constexpr int PasswordNotGiven = 126;
constexpr int NoPolkitAgent = 127;

std::string shown(const CacheModeDecision &decision)
{
    return decision.reason.toStdString();
}

} // namespace

TEST(CacheModeDecision, RootDropsCachesItself)
{
    const CacheModeDecision decision = decideCacheModeAs(CacheMode::Drop, true);
    EXPECT_EQ(decision.mode, CacheMode::Drop);
    EXPECT_FALSE(decision.throughHelper);
    EXPECT_TRUE(decision.reason.contains(QStringLiteral("as root"))) << shown(decision);
}

TEST(CacheModeDecision, OtherModesAreKeptAsAsked)
{
    for (const CacheMode mode : {CacheMode::Evict, CacheMode::Fresh, CacheMode::Direct}) {
        for (const bool isRoot : {true, false}) {
            const CacheModeDecision decision = decideCacheModeAs(mode, isRoot);
            EXPECT_EQ(decision.mode, mode);
            EXPECT_FALSE(decision.throughHelper);
            EXPECT_TRUE(decision.reason.contains(cacheModeName(mode))) << shown(decision);
        }
    }
}

TEST(CacheModeDecision, WithoutRootTheInstalledHelperDropsCaches)
{
    test::TempFolder folder;
    const test::HelperStandIn helper(folder.path(), 1, PasswordNotGiven);
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(helper.program()));
    const test::ScopedEnvironment useHelper("COMPRESSMARK_USE_HELPER", "1");

    const CacheModeDecision decision = decideCacheModeAs(CacheMode::Drop, false);
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

    const CacheModeDecision decision = decideCacheModeAs(CacheMode::Drop, false);
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

    EXPECT_TRUE(PrivilegedHelper::isSwitchedOff());
    EXPECT_TRUE(PrivilegedHelper::isInstalled());
    EXPECT_FALSE(PrivilegedHelper::isUsable());
    const CacheModeDecision decision = decideCacheModeAs(CacheMode::Drop, false);
    EXPECT_EQ(decision.mode, CacheMode::Evict);
    EXPECT_TRUE(decision.reason.contains(QStringLiteral("switched off"))) << shown(decision);
    // Root needs no helper: switching it off changes nothing there.
    EXPECT_EQ(decideCacheModeAs(CacheMode::Drop, true).mode, CacheMode::Drop);
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

    const CacheModeDecision decision = evictionAfterHelperFailure(refused.message());
    EXPECT_EQ(decision.mode, CacheMode::Evict);
    EXPECT_FALSE(decision.throughHelper);
    EXPECT_TRUE(decision.reason.contains(refused.message())) << shown(decision);
}

TEST(CacheModeDecision, NoPolkitAgentIsSaidAsPkexecSaysIt)
{
    test::TempFolder folder;
    const test::HelperStandIn helper(folder.path(), 0, NoPolkitAgent,
                                     QStringLiteral("Error executing command as another user: No authentication agent found."));
    const test::ScopedEnvironment launcher("COMPRESSMARK_HELPER", QFile::encodeName(helper.program()));

    const Status status = PrivilegedHelper::dropCaches();
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("No authentication agent found"))) << status.message().toStdString();
}
