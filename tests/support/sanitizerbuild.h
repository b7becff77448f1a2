#pragma once

namespace cm::test {

// ThreadSanitizer slows CompressMark's own code many times over but not the
// kernel's or the uninstrumented libraries', so timings taken in such a build
// say nothing about the real program: tests run everything there but leave
// their bounds on time unchecked.
constexpr bool builtWithThreadSanitizer()
{
#if defined(__SANITIZE_THREAD__)
    return true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
    return true;
#else
    return false;
#endif
#else
    return false;
#endif
}

} // namespace cm::test
